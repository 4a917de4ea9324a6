// Reducers of the feature slices, added here as features arrive.
import { appSettingsSlice } from "../features/app-settings/app-settings-slice.ts";
import { subscriptionSlice } from "../features/billing/subscription-slice.ts";
import { contactSlice } from "../features/contact/contact-slice.ts";
import { eventsSlice } from "../features/events/events-slice.ts";
import { pollsSlice } from "../features/polls/polls-slice.ts";
import { questionsSlice } from "../features/questions/questions-slice.ts";

export const featureReducers = {
  appSettings: appSettingsSlice.reducer,
  contact: contactSlice.reducer,
  events: eventsSlice.reducer,
  polls: pollsSlice.reducer,
  questions: questionsSlice.reducer,
  subscription: subscriptionSlice.reducer,
};
