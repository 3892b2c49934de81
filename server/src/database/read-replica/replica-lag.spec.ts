import { formatLsn, parseLsn } from './lsn';
import { ReplicaLag } from './replica-lag';

describe('WAL positions', () => {
  it('reads and writes PostgreSQL LSNs, ordered as PostgreSQL orders them', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(formatLsn(parseLsn('16/B374D848'))).toBe('16/B374D848');
    expect(() => parseLsn('nonsense')).toThrow();
  });
});

describe('ReplicaLag', () => {
  it('is unknown while the replica is behind the first position seen, and 0 once it replayed it', () => {
    const lag = new ReplicaLag();
    lag.primary(100n, 1000);
    expect(lag.replayed(90n, 1010)).toBeNull();
    expect(lag.replayed(100n, 1020)).toBe(0);
  });

  it('measures from the look before the unreplayed WAL appeared, so it never underestimates', () => {
    const lag = new ReplicaLag();
    lag.primary(100n, 0);
    expect(lag.replayed(100n, 5)).toBe(0);
    lag.primary(150n, 200); // written somewhere after t=0
    lag.primary(180n, 400); // written after t=200
    expect(lag.replayed(100n, 405)).toBe(405);
    expect(lag.replayed(150n, 600)).toBe(400);
    expect(lag.replayed(180n, 610)).toBe(0);
  });

  it('keeps no lag while the primary writes nothing, however long', () => {
    const lag = new ReplicaLag();
    lag.primary(100n, 0);
    for (let t = 200; t < 100_000; t += 200) {
      lag.primary(100n, t);
      expect(lag.replayed(100n, t + 1)).toBe(0);
    }
  });

  it('grows while replay is stuck, also across many positions, keeping the oldest stamp', () => {
    const lag = new ReplicaLag();
    lag.primary(10n, 0);
    expect(lag.replayed(10n, 1)).toBe(0);
    for (let i = 1; i <= 3000; i++) lag.primary(BigInt(10 + i), i * 10);
    expect(lag.replayed(10n, 30_005)).toBe(30_005);
    // Replayed half-way: the lag is at least the age of what is still missing.
    const half = lag.replayed(1510n, 30_010)!;
    expect(half).toBeGreaterThanOrEqual(30_010 - 15_000);
    expect(lag.replayed(3010n, 30_020)).toBe(0);
  });
});
