// What other modules may use from mail; everything else stays inside the module.
export { listMailboxes } from './mailbox.service';
