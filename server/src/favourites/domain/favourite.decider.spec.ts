import { deciderSpec } from '../../event-store/decider-specification';
import { NotFound } from '../../shared/domain-error';
import { FAVOURITES, setFavourite } from './favourite.decider';

const given = deciderSpec(FAVOURITES);

describe('the favourites decider', () => {
  it('keeps a car the user can see', () => {
    given([])
      .when((favourites) => setFavourite(favourites, 5, true, true))
      .then([{ type: 'CarFavourited', data: { carId: 5 } }]);
  });

  it('never keeps a car the user cannot see', () => {
    given([])
      .when((favourites) => setFavourite(favourites, 5, true, false))
      .thenThrows(NotFound);
  });

  it('lets a kept car go, even one no longer visible, and asking again changes nothing', () => {
    given([{ type: 'CarFavourited', data: { carId: 5 } }])
      .when((favourites) => setFavourite(favourites, 5, false, false))
      .then([{ type: 'CarUnfavourited', data: { carId: 5 } }]);
    given([{ type: 'CarFavourited', data: { carId: 5 } }])
      .when((favourites) => setFavourite(favourites, 5, true, true))
      .then([]);
    given([
      { type: 'CarFavourited', data: { carId: 5 } },
      { type: 'CarUnfavourited', data: { carId: 5 } },
    ])
      .when((favourites) => setFavourite(favourites, 5, false, true))
      .then([]);
  });
});
