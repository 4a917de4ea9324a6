// Reducers of the feature slices, added here as features arrive.
import { contactSlice } from "../features/contact/contact-slice.ts";

export const featureReducers = {
  contact: contactSlice.reducer,
};
