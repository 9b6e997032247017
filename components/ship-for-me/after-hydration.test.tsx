import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AfterHydration } from './after-hydration';

type IslandModule = { default: () => ReactElement };
let asked = 0;
let arrive: (module: IslandModule) => void = () => {};
const Island = lazy(() => {
  asked += 1;
  return new Promise<IslandModule>((resolve) => (arrive = resolve));
});

const page = () => (
  <AfterHydration placeholder={<p>Drawn by the server</p>}>
    <Island />
  </AfterHydration>
);

describe('<AfterHydration/>', () => {
  it('is the placeholder on the server, without asking for the island’s code', () => {
    expect(renderToString(page())).toContain('Drawn by the server');
    expect(asked).toBe(0);
  });

  it('keeps the placeholder in the browser until the island’s code has arrived, then shows the island', async () => {
    render(page());
    expect(screen.getByText('Drawn by the server')).toBeInTheDocument();
    expect(asked).toBe(1);
    await act(async () => arrive({ default: () => <p>The island</p> }));
    expect(await screen.findByText('The island')).toBeInTheDocument();
    expect(screen.queryByText('Drawn by the server')).toBeNull();
  });
});
