// The route table, read from the features' declarations (routes.ts). Every screen but the menu's home
// loads on demand, under the Suspense boundary in app.tsx.
import { Redirect, Route, Switch } from 'wouter';
import { ROUTES } from './routes.ts';

export function AppRoutes() {
  return (
    <Switch>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} nest={route.nest}>
          {(params) => route.render(params)}
        </Route>
      ))}
      <Route>
        <Redirect to="/menu" replace />
      </Route>
    </Switch>
  );
}
