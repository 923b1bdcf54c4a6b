import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import classes from './frame-shell.module.css';

type FrameShellProps = {
  header: ReactNode;
  /** The menu beside the page (a FrameNavbar) on a desktop; none on a phone. */
  navbar?: ReactNode;
  /** The phone's menu drawer, outside the page so that its touches are not the page's swipes. */
  drawer?: ReactNode;
  /** The phone's bottom bar. */
  footer?: ReactNode;
  mainProps: ComponentPropsWithoutRef<'main'>;
  children: ReactNode;
};

/**
 * The bars' sizes, on :root as Mantine's AppShell set them: other styles keep the page clear of
 * the bars with them (accessibility.css, bottom-actions.module.css).
 */
const barSizes = (withNavbar: boolean, withFooter: boolean) =>
  [
    '--app-shell-header-height:calc(3.5rem * var(--mantine-scale))',
    '--app-shell-header-offset:var(--app-shell-header-height)',
    withNavbar && '--app-shell-navbar-width:calc(17.5rem * var(--mantine-scale))',
    withNavbar && '--app-shell-navbar-offset:var(--app-shell-navbar-width)',
    withFooter && '--app-shell-footer-height:calc(4rem * var(--mantine-scale))',
    withFooter && '--app-shell-footer-offset:var(--app-shell-footer-height)',
  ]
    .filter(Boolean)
    .join(';');

/**
 * The signed-in frame's fixed bars around the page, laid out as Mantine's AppShell did (fixed
 * bars, 56px top bar, 280px menu, 64px bottom bar). Its code with the scroll lock it imports was
 * two thirds of the frame's file, ~10 KiB gzip before the crew home's first paint (issue 17);
 * the frame never used its collapsing, resizing or aside. The top and bottom bars keep the
 * scroll lock's class, so an open drawer's lock pads them as it pads the page.
 */
export const FrameShell = ({
  header,
  navbar,
  drawer,
  footer,
  mainProps,
  children,
}: FrameShellProps) => (
  <div className={classes.root}>
    <style>{`:root{${barSizes(Boolean(navbar), Boolean(footer))}}`}</style>
    <header className={`${classes.header} right-scroll-bar-position`}>{header}</header>
    {navbar}
    {drawer}
    <main {...mainProps} className={classes.main}>
      {children}
    </main>
    {footer ? (
      <footer className={`${classes.footer} right-scroll-bar-position`}>{footer}</footer>
    ) : null}
  </div>
);

/** The desktop's menu beside the page. */
export const FrameNavbar = (props: ComponentPropsWithoutRef<'nav'>) => (
  <nav {...props} className={classes.navbar} />
);
