// What other modules may use from calendar-subscriptions: nothing yet; its feeds are read over
// HTTP only.
export {};
