import type { ReactNode } from 'react';
import classes from './menu-panel.module.css';

type MenuPanelProps = { footer: ReactNode; children: ReactNode };

/** The scrolling menu with its fixed footer, shared by the phone drawer and the desktop navbar. */
export const MenuPanel = ({ footer, children }: MenuPanelProps) => (
  <div className={classes.panel}>
    <div className={classes.items}>{children}</div>
    <div className={classes.footer}>{footer}</div>
  </div>
);
