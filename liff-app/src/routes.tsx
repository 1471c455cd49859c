import { lazy, Suspense, useEffect, useLayoutEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { useToken } from './stores/session';
import { PageSpinner } from './ui/Spinner';
import { forgetReturnUnless, rememberReturn, sessionStore } from './lib/return-to';
import { prefetch } from './lib/use-api';
import { downCalls, goldAccountCalls, meCalls, pawnCalls, savingCalls, shopCalls } from '@goldshop/api/contract';
import { catalogueQuery, readShopQuery } from './lib/shop-query';

type Screen = LazyExoticComponent<ComponentType>;

// Route-level code splitting: each screen loads only what it shows.
const Home = lazy(() => import('./pages/home/index'));
// The catalogue asks for the list its address names while its code downloads (the screen's first ask is the same URL).
const Shop = lazy(
  () => (
    prefetch(shopCalls.categories),
    prefetch(shopCalls.catalogue, { query: catalogueQuery(readShopQuery(window.location.search)) }),
    import('./pages/shop/index')
  ),
);
const Product = lazy(() => import('./pages/product/index'));
const About = lazy(() => import('./pages/about/index'));
const Branches = lazy(() => import('./pages/branches/index'));
const GoldPrice = lazy(() => import('./pages/gold-price/index'));
const Signin = lazy(() => import('./pages/signin/index'));
const Line = lazy(() => import('./pages/line/index'));
const NotFound = lazy(() => import('./pages/not-found/index'));
const Privacy = lazy(() => import('./pages/legal/privacy'));
const Terms = lazy(() => import('./pages/legal/terms'));
const Signup = lazy(() => import('./pages/signup/index'));
const Verify = lazy(() => import('./pages/verify/index'));
const ChangePassword = lazy(() => import('./pages/account/password'));
const ForgotPassword = lazy(() => import('./pages/password-reset/forgot'));
const ResetPassword = lazy(() => import('./pages/password-reset/reset'));
const Receipt = lazy(() => import('./pages/receipt/index'));
const Reservations = lazy(() => import('./pages/reservations/index'));
const Account = lazy(() => (prefetch(meCalls.account), import('./pages/account/index')));
// The money screens ask for their data while their code downloads (one wait instead of two on mobile data).
const Saving = lazy(() => (prefetch(savingCalls.savStatus), prefetch(savingCalls.balance), import('./pages/saving/index')));
const Downing = lazy(() => (prefetch(downCalls.requests), import('./pages/downing/index')));
const Repurchase = lazy(() => (prefetch(pawnCalls.contracts), import('./pages/repurchase/index')));
// A contract's own screen, where LINE's due reminders lead.
const PawnContract = lazy(() => (prefetch(pawnCalls.contracts), import('./pages/repurchase/contract')));
// /gold-bank is the screen LINE's menu opens first.
const GoldAccount = lazy(() => (prefetch(goldAccountCalls.account), import('./pages/gold-account/index')));
const GoldBank = lazy(() => (prefetch(downCalls.requests), prefetch(pawnCalls.contracts), import('./pages/gold-bank/index')));

/** To /signin, remembering this page so sign-in comes back to it (lib/return-to.ts). */
function ToSignin() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useLayoutEffect(() => {
    const store = sessionStore();
    if (store) rememberReturn(store, search ? `${location}?${search}` : location);
    navigate('/signin', { replace: true });
    // Once: this screen is gone after the move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** docs/product.md "Member app: routes and navigation": member routes need the access token, else /signin (and back here afterwards). */
function Member({ page: Page }: { page: Screen }) {
  const token = useToken();
  return token ? <Page /> : <ToSignin />;
}

export function Routes() {
  const [location] = useLocation();
  // Going anywhere but the sign-in pages (or the remembered page) drops a pending "back where you were".
  useEffect(() => {
    const store = sessionStore();
    if (store) forgetReturnUnless(store, location);
  }, [location]);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={Home} />
        <Route path="/shop" component={Shop} />
        <Route path="/shop/:code" component={Product} />
        <Route path="/about" component={About} />
        <Route path="/branches" component={Branches} />
        <Route path="/gold-price" component={GoldPrice} />
        <Route path="/privacy" component={Privacy} />
        <Route path="/terms" component={Terms} />
        <Route path="/signin" component={Signin} />
        <Route path="/signup" component={Signup} />
        <Route path="/line" component={Line} />
        <Route path="/forgot-password" component={ForgotPassword} />
        <Route path="/reset-password" component={ResetPassword} />
        <Route path="/verify">{() => <Member page={Verify} />}</Route>
        <Route path="/saving">{() => <Member page={Saving} />}</Route>
        <Route path="/downing">{() => <Member page={Downing} />}</Route>
        <Route path="/repurchase">{() => <Member page={Repurchase} />}</Route>
        <Route path="/repurchase/:jnId">{() => <Member page={PawnContract} />}</Route>
        <Route path="/gold-bank">{() => <Member page={GoldBank} />}</Route>
        <Route path="/gold-account">{() => <Member page={GoldAccount} />}</Route>
        <Route path="/receipt/:kind/:id">{() => <Member page={Receipt} />}</Route>
        <Route path="/reservations">{() => <Member page={Reservations} />}</Route>
        <Route path="/account">{() => <Member page={Account} />}</Route>
        <Route path="/account/password">{() => <Member page={ChangePassword} />}</Route>
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
