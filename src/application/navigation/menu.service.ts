import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type {
  StickyBarContent,
  StickyBarEvent,
  StickyBarState,
} from '../../domain/layout/sticky-bar';
import {
  initialStickyBar,
  headerSlide,
  isStickyBarVisible,
  stickyBarReducer,
} from '../../domain/layout/sticky-bar.rules';
import {
  clickTopItem,
  closeDesktopMenu,
  closedDesktopMenu,
  desktopMenuOnNavigation,
  hoverSubItem,
  hoverTopItem,
} from '../../domain/navigation/desktop-menu.rules';
import { footerLogos, footerSocialLinks } from '../../domain/navigation/footer.rules';
import {
  chooseMobileItem,
  closeMobileMenu,
  mobileMenu,
  mobileMenuBack,
  openMobileMenu,
  toggleMobileMenu,
} from '../../domain/navigation/mobile-menu.rules';
import type {
  DesktopMenuState,
  Footer,
  FooterMenuItem,
  MobileMenuState,
  NavigationNode,
} from '../../domain/navigation/navigation';
import type { SiteNavigation } from '../../ports/site-navigation';
import { LoadableState, type Loadable } from '../shared/loadable';
import { evolve } from '../shared/subjects';

/** What the footer shows: the site-footer single within its limits, the columns, the bottom menu. */
export interface FooterView {
  readonly footer: Footer;
  readonly bottomMenu: readonly FooterMenuItem[];
}

/**
 * The layout's navigation: main menu, footer and sticky promo bar from the content system, and
 * the state of the mobile drawer, the desktop mega menu and the bar's visibility.
 */
export class MenuService {
  readonly #navigation: SiteNavigation;
  readonly #mainMenu = new LoadableState<readonly NavigationNode[]>();
  readonly #footer = new LoadableState<Footer>();
  readonly #footerMenu = new LoadableState<readonly FooterMenuItem[]>();
  readonly #bottomMenu = new LoadableState<readonly FooterMenuItem[]>();
  readonly #stickyBar = new LoadableState<StickyBarContent>();
  readonly #mobile = new BehaviorSubject<MobileMenuState>(mobileMenu([]));
  readonly #desktop = new BehaviorSubject<DesktopMenuState>(closedDesktopMenu);
  readonly #stickyBarState = new BehaviorSubject<StickyBarState>(initialStickyBar);

  readonly mainMenu$: Observable<Loadable<readonly NavigationNode[]>> = this.#mainMenu.state$;
  readonly stickyBar$: Observable<Loadable<StickyBarContent>> = this.#stickyBar.state$;
  readonly mobileMenu$: Observable<MobileMenuState> = this.#mobile.asObservable();
  readonly desktopMenu$: Observable<DesktopMenuState> = this.#desktop.asObservable();
  /** The footer once the single has loaded; the footer menu's columns when the single has none. */
  readonly footer$: Observable<Loadable<FooterView>> = combineLatest([
    this.#footer.state$,
    this.#footerMenu.state$,
    this.#bottomMenu.state$,
  ]).pipe(
    map(([footer, columns, bottom]) => ({
      status: footer.status,
      error: footer.error,
      data:
        footer.data === null
          ? null
          : {
              footer: {
                ...footer.data,
                socialLinks: footerSocialLinks(footer.data.socialLinks),
                genericLogoImages: footerLogos(footer.data.genericLogoImages),
                menus: footer.data.menus.length > 0 ? footer.data.menus : (columns.data ?? []),
              },
              bottomMenu: bottom.data ?? [],
            },
    })),
  );
  /** The bar's scroll state beside whether the shop has a bar at all (enabled and loaded). */
  readonly #stickyBarWithContent = combineLatest([
    this.#stickyBarState,
    this.#stickyBar.state$.pipe(map((bar) => bar.data?.isEnabled ?? false)),
  ]);
  readonly stickyBarVisible$: Observable<boolean> = this.#stickyBarWithContent.pipe(
    map(([state, isEnabled]) => isStickyBarVisible(state, isEnabled)),
  );
  /** How far the header slides up to take a hidden bar off screen (px; 0 while it shows). */
  readonly headerSlide$: Observable<number> = this.#stickyBarWithContent.pipe(
    map(([state, isEnabled]) => headerSlide(state, isEnabled)),
    distinctUntilChanged(),
  );

  constructor(navigation: SiteNavigation) {
    this.#navigation = navigation;
  }

  /** Everything the layout needs, at page setup, side by side. */
  async load(): Promise<void> {
    await Promise.all([
      this.loadMainMenu(),
      this.#footer.load(() => this.#navigation.siteFooter()),
      this.#footerMenu.load(() => this.#navigation.footerMenu()),
      this.#bottomMenu.load(() => this.#navigation.bottomFooterMenu()),
      this.#stickyBar.load(() => this.#navigation.stickyBar()),
    ]);
  }

  async loadMainMenu(): Promise<void> {
    const menu = await this.#mainMenu.load(() => this.#navigation.mainMenu());
    if (menu.ok) this.#mobile.next({ ...mobileMenu(menu.value), open: this.#mobile.value.open });
  }

  openMobileMenu = () => evolve(this.#mobile, openMobileMenu);
  closeMobileMenu = () => evolve(this.#mobile, closeMobileMenu);
  toggleMobileMenu = () => evolve(this.#mobile, toggleMobileMenu);
  chooseMobileItem = (node: NavigationNode) =>
    evolve(this.#mobile, (state) => chooseMobileItem(state, node));
  mobileMenuBack = () => evolve(this.#mobile, mobileMenuBack);

  hoverTopItem = (itemId: number) => evolve(this.#desktop, (state) => hoverTopItem(state, itemId));
  clickTopItem = (itemId: number) => evolve(this.#desktop, (state) => clickTopItem(state, itemId));
  hoverSubItem = (index: number) => evolve(this.#desktop, (state) => hoverSubItem(state, index));
  closeDesktopMenu = () => evolve(this.#desktop, closeDesktopMenu);

  /** Any route change closes the drawer and the mega menu. */
  routeChanged(): void {
    evolve(this.#mobile, closeMobileMenu);
    evolve(this.#desktop, desktopMenuOnNavigation);
  }

  /** Scrolling, the bar's measured height and the product bar's visibility move the promo bar. */
  stickyBarEvent(event: StickyBarEvent): void {
    evolve(this.#stickyBarState, (state) => stickyBarReducer(state, event));
  }
}
