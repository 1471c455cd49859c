import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Spin } from 'antd';
import { useToken } from './stores/session';

// Route-level code splitting: the home page loads only what it shows.
const Home = lazy(() => import('./pages/home/index'));
const Shop = lazy(() => import('./pages/shop/index'));
const About = lazy(() => import('./pages/about/index'));
const Signin = lazy(() => import('./pages/signin/index'));
const Signup = lazy(() => import('./pages/signup/index'));
const Line = lazy(() => import('./pages/line/index'));
const Verify = lazy(() => import('./pages/verify/index'));
const Saving = lazy(() => import('./pages/saving/index'));
const Downing = lazy(() => import('./pages/downing/index'));
const Repurchase = lazy(() => import('./pages/repurchase/index'));
const GoldBank = lazy(() => import('./pages/gold-bank/index'));
const NotFound = lazy(() => import('./pages/not-found/index'));

/** SPEC §2: member routes need the access token, else /signin. */
function Member({ page: Page }: { page: LazyExoticComponent<ComponentType> }) {
  const token = useToken();
  return token ? <Page /> : <Redirect to="/signin" replace />;
}

export function Routes() {
  return (
    <Suspense fallback={<div className="page-loading"><Spin size="large" /></div>}>
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
