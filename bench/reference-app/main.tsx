// The Lighthouse reference (bench/lighthouse.ts): a bare React + router hello world, built like the
// web app (Vite, React 19, wouter) and served by the same server, so the ratio between the two scores
// measures our app rather than the machine.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Route, Switch } from 'wouter';

function Hello() {
  return (
    <main>
      <h1>Hello world</h1>
      <Link href="/about">About</Link>
    </main>
  );
}

function About() {
  return (
    <main>
      <h1>About</h1>
      <Link href="/">Home</Link>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <Switch>
      <Route path="/about" component={About} />
      <Route component={Hello} />
    </Switch>
  </StrictMode>,
);
