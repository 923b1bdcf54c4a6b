// What other modules may use from ratings; everything else stays inside the module.
export { crewProfileOf } from './crew-profile.service';
export { listCrewRatings } from './ratings.service';
