import { describe, expect, it } from 'vitest';
import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { isLazyComponent, lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** Shows "Failed" when its child throws, as the app's error screen does. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Failed</p> : this.props.children;
  }
}

const mount = (element: ReactNode) =>
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>{element}</Suspense>
    </Boundary>,
  );

describe('a component in its own chunk', () => {
  it('renders its export with its props once the chunk arrives, and at once after that', async () => {
    let loads = 0;
    const LazyGreeting = lazyComponent(async () => {
      loads += 1;
      return { Greeting };
    }, 'Greeting');
    expect(isLazyComponent(LazyGreeting)).toBe(true);
    mount(<LazyGreeting name="Ana" />);
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
    const second = mount(<LazyGreeting name="Bruno" />);
    // Loaded: no Suspense fallback on the way.
    expect(second.queryByText('Loading')).toBeNull();
    expect(second.getByText('Hello, Bruno')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('asks again for a chunk that failed to arrive, on the next attempt', async () => {
    let connected = false;
    let attempts = 0;
    const LazyGreeting = lazyComponent(async () => {
      attempts += 1;
      if (!connected) throw new Error('Failed to fetch dynamically imported module');
      return { Greeting };
    }, 'Greeting');
    // React renders a failed tree again before showing the error; each of those renders asks again.
    const first = mount(<LazyGreeting name="Ana" />);
    expect(await first.findByText('Failed')).toBeInTheDocument();
    const failedAttempts = attempts;
    expect(failedAttempts).toBeGreaterThan(0);
    first.unmount();
    // Back online, the error screen's retry mounts again: the chunk is asked for once more, and arrives.
    connected = true;
    mount(<LazyGreeting name="Ana" />);
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
    expect(attempts).toBe(failedAttempts + 1);
  });
});
