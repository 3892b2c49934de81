import { DEMO_CARS } from '../../seed/demo/demo-cars';
import { DEMO_CITY_CARS } from '../../seed/demo/demo-cities';
import { DEMO_COMPARABLE_CARS } from '../../seed/demo/demo-comparables';
import { catalogueBodyType } from './model-body-types';

describe('body types from the model catalogue', () => {
  it('gives every model of the demo market a body type its sellers chose for it', () => {
    const chosen = new Map<string, Set<number>>();
    for (const car of [...DEMO_CARS, ...DEMO_CITY_CARS, ...DEMO_COMPARABLE_CARS]) {
      const model = `${car.brand} ${car.model}`;
      chosen.set(model, (chosen.get(model) ?? new Set()).add(car.category));
    }
    expect(chosen.size).toBeGreaterThan(40);
    const wrong = [...chosen]
      .filter(([model]) => !chosen.get(model)!.has(catalogueBodyType(model.split(' ')[0], model.slice(model.indexOf(' ') + 1))!))
      .map(([model, categories]) => `${model}: ${[...categories].join('/')}`);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['toyota', 'كامري', 1],
    ['toyota', 'Land-Cruiser', 2],
    ['toyota', 'لاند كروزر', 2],
    ['toyota', 'HILUX', 4],
    ['hyundai', 'H-1', 6],
    ['kia', 'سبورتاج', 2],
  ])('knows %s «%s» as written by sellers', (brand, model, category) => {
    expect(catalogueBodyType(brand, model)).toBe(category);
  });

  it("knows no body type of a model it does not list, nor of another make's model", () => {
    expect(catalogueBodyType('toyota', 'Supra')).toBeNull();
    expect(catalogueBodyType('kia', 'Camry')).toBeNull();
    expect(catalogueBodyType('toyota', '')).toBeNull();
  });
});
