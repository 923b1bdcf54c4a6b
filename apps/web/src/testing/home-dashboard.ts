import { emptyHomeBlocks, type HomeDashboard } from '@crewhub/shared';

/** A home with nothing to show but the help centre shortcut; tests add the blocks they need. */
export const emptyHome: HomeDashboard = {
  ...emptyHomeBlocks(),
  informationLinks: [],
  shortcuts: [{ key: 'helpCenter', title: 'Help centre', path: '/HelpCenter' }],
};
