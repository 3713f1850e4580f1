import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '#web/lib/i18n.ts';
import NetworkPreview from './network-preview';

const long =
  'Our vanilla iced coffee is back for the summer, made with beans from a small farm we visit every year. ' +
  'This Saturday only, every cup is 20% off at both shops.\n\nSee you there!';

describe('<NetworkPreview>', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });

  it('folds an Instagram caption after about 125 characters, with "… more" that opens the rest', () => {
    render(
      <NetworkPreview
        network="instagram"
        text={long}
        language="en-US"
        name="Ana"
        count={{ unit: 'characters' }}
      />,
    );
    const text = screen.getByTestId('caption-preview-text');
    expect(text.textContent).not.toContain('both shops');
    expect(text.textContent?.startsWith('Ana Our vanilla iced coffee')).toBe(true);
    expect(screen.getByText('The feed shows about 125 characters, then “… more”.')).toBeTruthy();
    const more = screen.getByRole('button', { name: '… more' });
    fireEvent.click(more);
    expect(text.textContent).toBe(`Ana ${long}`);
    expect(screen.queryByRole('button', { name: '… more' })).toBeNull();
  });

  it('shows an X post in full with its weighted count', () => {
    const post = 'Iced coffee is back ☕ 20% off on Saturday https://example.com/coffee';
    render(
      <NetworkPreview
        network="x"
        text={post}
        language="en-US"
        name="Ana"
        count={{ unit: 'characters (X counting)' }}
      />,
    );
    expect(screen.getByTestId('caption-preview-text').textContent).toBe(post);
    expect(screen.queryByRole('button')).toBeNull();
    // The emoji counts 2 and the link 23, as X counts them.
    expect(screen.getByTestId('caption-preview-count').textContent).toBe('66 / 280 characters (X counting)');
    expect(screen.getByText('How X (Twitter) shows it').tagName).toBe('FIGCAPTION');
  });

  it('says "more" in the interface language', async () => {
    await changeLanguage('pt-BR', { save: false });
    render(
      <NetworkPreview
        network="linkedin"
        text={long.repeat(2)}
        language="en-US"
        name="Ana"
        count={{ unit: '' }}
      />,
    );
    expect(screen.getByRole('button', { name: '…ver mais' })).toBeTruthy();
    await changeLanguage('en-US', { save: false });
  });

  it('shows Bluesky and Mastodon posts whole, with a handle on the network’s server and the count in its own unit', () => {
    const text = `Olá 👨‍👩‍👧‍👦 ${'café '.repeat(40)}`;
    for (const [network, expected, length] of [
      ['bluesky', '@anaclara.bsky.social', 206],
      ['mastodon', '@anaclara@mastodon.social', 212],
    ] as const) {
      const { unmount } = render(
        <NetworkPreview
          network={network}
          text={text}
          language="pt-BR"
          name="Ana Clara"
          count={{ unit: 'u' }}
        />,
      );
      expect(screen.getByTestId('caption-preview-handle').textContent).toBe(expected);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByTestId('caption-preview-count').textContent).toContain(String(length));
      unmount();
    }
  });
});
