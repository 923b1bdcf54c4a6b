import '../first-screen-styles';
import { Button, Container } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSelect } from '@/components/language-select';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { BottomBar } from '@/features/navigation/components/bottom-bar';
import { MenuPanel } from '@/features/navigation/components/menu-panel';
import { TopBar } from '@/features/navigation/components/top-bar';
import { useSwipe } from '@/features/navigation/hooks/use-swipe';
import { showBackButton } from '@/features/navigation/lib/back-button';
import { bottomBarItems } from '@/features/navigation/lib/bottom-bar';
import { menuItemsFor } from '@/features/navigation/lib/menu-items';
import { whenIdleAfterNextPaint } from '@/lib/after-paint';
import { useSuppliedPageTitle } from '@/lib/page-title';
import { preloadable } from '@/lib/preloadable';
import type { Session } from '@/lib/session';
import { useTenantSettings } from '@/lib/tenant-settings';
import type { RouteKey } from '../routes/route-handle';
import { loadAllStyles } from '../routes/route-registry';
import classes from './app-layout.module.css';
import { DrawerHeader } from './drawer-header';
import { FrameNavbar, FrameShell } from './frame-shell';
import { Watermark } from './watermark';

type AppLayoutProps = { session: Session; routeKey: RouteKey; children: ReactNode };

// From this width the menu stays open beside the page instead of sliding in over it.
const desktopQuery = '(min-width: 75em)';

/**
 * The phone's side menu opens only on a tap, and its drawer (overlay, focus trap, scroll lock)
 * is a good part of the frame's code: it loads once the frame is painted, not before (issue 17).
 */
const sideDrawer = preloadable(() =>
  import('@/features/navigation/components/side-drawer').then(({ SideDrawer }) => SideDrawer),
);
/**
 * The menu's entries with every route's icon likewise: a phone shows them only in the drawer. A
 * desktop shows them beside the page from the start, so there the frame waits for them, asked
 * for as soon as the frame's code runs.
 */
const sideMenu = preloadable(() =>
  import('@/features/navigation/components/side-menu').then(({ SideMenu }) => SideMenu),
);
if (window.matchMedia(desktopQuery).matches) sideMenu.preload().catch(() => undefined);
const SideMenu = sideMenu.Component;

/** The logged-in frame: top bar, side drawer, bottom icon bar. */
export const AppLayout = ({ session, routeKey, children }: AppLayoutProps) => {
  const { t } = useTranslation();
  // Every other component's styles, for the pages after this one (see first-screen-styles.ts),
  // and the phone's menu, once the first screen is painted and its first renders are done.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  useEffect(
    () =>
      whenIdleAfterNextPaint(() => {
        void loadAllStyles().catch(() => undefined);
        // A menu tapped before its code is here suspends until it is (below).
        Promise.all([sideDrawer.preload(), sideMenu.preload()])
          // Mounted closed in pieces between frames, not in one long task (issue 17).
          .then(() => startTransition(() => setDrawerLoaded(true)))
          .catch(() => undefined);
      }),
    [],
  );
  const settings = useTenantSettings();
  const { pathname, key: locationKey } = useLocation();
  const navigate = useNavigate();
  const [drawerOpened, drawer] = useDisclosure(false);
  const isDesktop = useMediaQuery(desktopQuery, undefined, { getInitialValueInEffect: false });
  const suppliedTitle = useSuppliedPageTitle();
  const { claims } = session;
  const loginTypes = claims.loginData.loginTypes.map((type) => type.code);
  const canGoBack = showBackButton(claims, pathname);
  // A page opened directly has no history entry inside the app; going "back" then means home.
  const goBack = () => (locationKey === 'default' ? navigate(paths.home.path) : navigate(-1));
  const onLogout = () => void logout();
  const swipe = useSwipe({ onSwipeRight: canGoBack ? goBack : undefined });
  const menuItems = menuItemsFor({
    tokenType: claims.type,
    loginTypes,
    rights: session.userRights,
    temporary: claims.loginData.person?.temporary ?? false,
    oneCrewOneTreeTitle: settings.oneCrewOneTree.title,
    plusCrewNumber: claims.loginData.plusCrewNumber,
  });
  // The bottom bar is a phone shortcut; the desktop menu already shows every entry.
  const bottomItems = isDesktop
    ? []
    : bottomBarItems({
        tokenType: claims.type,
        loginTypes,
        menuKeys: menuItems.map((item) => item.key),
      });

  const menuHeader = (
    <DrawerHeader session={session} tenantName={settings.name} onPick={drawer.close} />
  );
  const menuFooter = (
    <>
      <LanguageSelect />
      <Button
        variant="light"
        color="gray"
        leftSection={<IconLogout size={18} />}
        onClick={onLogout}
        data-testid="logout-button"
      >
        {t('actions.logout')}
      </Button>
    </>
  );

  return (
    <>
      <a href="#main-content" className="ch-skip-link" data-testid="skip-link">
        {t('actions.skipToContent')}
      </a>
      <FrameShell
        header={
          <TopBar
            title={suppliedTitle ?? t(`routes.${routeKey}`)}
            showBack={canGoBack}
            onBack={goBack}
            onOpenMenu={isDesktop ? undefined : drawer.open}
            onLogout={onLogout}
          />
        }
        navbar={
          isDesktop ? (
            <FrameNavbar data-testid="side-navbar">
              <div className={classes.navbarHeader}>{menuHeader}</div>
              <MenuPanel footer={menuFooter}>
                <SideMenu items={menuItems} onPick={drawer.close} />
              </MenuPanel>
            </FrameNavbar>
          ) : null
        }
        drawer={
          isDesktop || !(drawerLoaded || drawerOpened) ? null : (
            <Suspense fallback={null}>
              <sideDrawer.Component
                opened={drawerOpened}
                onClose={drawer.close}
                header={menuHeader}
                footer={menuFooter}
              >
                <SideMenu items={menuItems} onPick={drawer.close} />
              </sideDrawer.Component>
            </Suspense>
          )
        }
        footer={
          bottomItems.length > 0 ? <BottomBar items={bottomItems} onOpenMenu={drawer.open} /> : null
        }
        mainProps={{ id: 'main-content', tabIndex: -1, ...swipe }}
      >
        <Container
          size={pathname.startsWith('/plus-crews') ? undefined : 'md'}
          fluid={pathname.startsWith('/plus-crews')}
          py="lg"
          px={{ base: 'md', sm: 'lg' }}
        >
          {children}
        </Container>
        {settings.mobileTheme === 'moyo' ? <Watermark /> : null}
      </FrameShell>
    </>
  );
};
