import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { useToken } from './stores/session';
import { PageSpinner } from './components/Spinner';

type Screen = LazyExoticComponent<ComponentType>;
type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A screen built with antd: its chunk arrives together with the antd root (locale, theme, message host),
 * so antd's runtime is fetched only by the screens that use it. The landing screens (home, /shop,
 * /about, /signin) are plain and stay fast on a phone's first visit (README Decisions).
 */
function antdScreen(load: Loader): Screen {
  return lazy(async () => {
    const [{ default: Page }, { AntdRoot }] = await Promise.all([load(), import('./components/AntdRoot')]);
    return {
      default: () => (
        <AntdRoot>
          <Page />
        </AntdRoot>
      ),
    };
  });
}

// Route-level code splitting: each screen loads only what it shows.
const Home = lazy(() => import('./pages/home/index'));
const Shop = lazy(() => import('./pages/shop/index'));
const About = lazy(() => import('./pages/about/index'));
const Signin = lazy(() => import('./pages/signin/index'));
const Line = lazy(() => import('./pages/line/index'));
const NotFound = lazy(() => import('./pages/not-found/index'));
const Signup = antdScreen(() => import('./pages/signup/index'));
const Verify = antdScreen(() => import('./pages/verify/index'));
const Saving = antdScreen(() => import('./pages/saving/index'));
const Downing = antdScreen(() => import('./pages/downing/index'));
const Repurchase = antdScreen(() => import('./pages/repurchase/index'));
const GoldBank = antdScreen(() => import('./pages/gold-bank/index'));

/** SPEC §2: member routes need the access token, else /signin. */
function Member({ page: Page }: { page: Screen }) {
  const token = useToken();
  return token ? <Page /> : <Redirect to="/signin" replace />;
}

export function Routes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/shop" component={Shop} />
        <Route path="/about" component={About} />
        <Route path="/signin" component={Signin} />
        <Route path="/signup" component={Signup} />
        <Route path="/line" component={Line} />
        <Route path="/verify">{() => <Member page={Verify} />}</Route>
        <Route path="/saving">{() => <Member page={Saving} />}</Route>
        <Route path="/downing">{() => <Member page={Downing} />}</Route>
        <Route path="/repurchase">{() => <Member page={Repurchase} />}</Route>
        <Route path="/gold-bank">{() => <Member page={GoldBank} />}</Route>
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
