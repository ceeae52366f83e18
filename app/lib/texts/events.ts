// Events.
export const EVENT_TEXTS = {
  noUpcoming: "No upcoming events",
  noPast: "No past events",
  noMyEvents: "You have not registered for any events yet",
  full: "Event Full",
  register: "Register",
  requestToJoin: "Request to Join",
  cancelRegistration: "Cancel Registration",
  cancelRequest: "Cancel Request",
  registerFailed: "Failed to update your registration. Please try again.",
  isFull: "This event is full.",
  hasStarted: "This event has already started.",
} as const;
