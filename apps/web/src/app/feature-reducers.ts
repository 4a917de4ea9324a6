// Reducers of the feature slices, added here as features arrive.
export const featureReducers = {};
