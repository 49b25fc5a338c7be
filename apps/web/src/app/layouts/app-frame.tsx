import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import './app-frame.css';

interface AppFrameProps {
  children: ReactNode;
  /** The top navigation, after the product name (on narrow screens its menu button goes before it). */
  navigation?: ReactNode;
  /** Shown at the right of the top bar (the account menu when signed in). */
  actions?: ReactNode;
  /** A bar under the top bar that stays in view with it (the impersonation bar). */
  notice?: ReactNode;
}

/**
 * The frame around every page: skip link, top bar with the product name, and `<main id="main">`. Plain elements
 * styled by app-frame.css rather than MUI: the frame is in the first chunk and paints before MUI has loaded (the
 * lazy parts that fill its slots bring MUI with them). Its breakpoints are the theme's (sm 600 px, lg 1200 px;
 * NAVIGATION_BREAKPOINT in navigation-items.ts).
 */
export function AppFrame({ children, navigation, actions, notice }: AppFrameProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  // The top bar's height (it grows with the impersonation notice, and with the screen's breakpoints) for what sticks
  // under it, such as the save status of a long form.
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--app-frame-bar-height', `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--app-frame-bar-height');
    };
  }, []);
  return (
    <div className="app-frame">
      <a className="app-frame__skip" href="#main">
        {t('skipToContent')}
      </a>
      <header className="app-frame__bar" ref={bar}>
        <div className="app-frame__toolbar">
          <RouterLink className="app-frame__home" to="/" aria-label={t('homeLink')}>
            {t('productName')}
          </RouterLink>
          {navigation ? <div className="app-frame__navigation">{navigation}</div> : null}
          {actions ? <div className="app-frame__actions">{actions}</div> : null}
        </div>
        {notice}
      </header>
      {/* Focus target of the skip link; it is not a tab stop itself. */}
      <main className="app-frame__main" id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
