// What other modules may use from calendar-invitations; everything else stays inside the module.
// Low in the module graph on purpose: the planning modules that change shifts queue updates.
export {
  listCalendarInvitations,
  queueCalendarInvitationUpdate,
  sendCalendarInvitation,
  sendCalendarInvitationUpdates,
  type InvitationContext,
  type ProjectShifts,
} from './calendar-invitations.service';
