/** A listed car's details, as the seller's form sends them: the car the benches list or revise. */
export function sampleListingDetails() {
  return {
    name: 'تويوتا كامري 2019 فل كامل',
    brand: 'toyota',
    categoryId: 1,
    countryOfManufacture: 'اليابان',
    model: 'Camry',
    year: 2019,
    condition: 'used',
    mileage: 85000,
    fuelType: 'petrol',
    transmission: 'automatic',
    horsepower: 178,
    seats: 5,
    color: 'أبيض',
    description: 'سيارة نظيفة جدًا، صيانة دورية في الوكالة، بدون حوادث. فحص كامل وأوراق نظامية.',
    otherBenefits: '',
  };
}
