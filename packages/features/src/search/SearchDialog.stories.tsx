import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { searchError, searchHandlers, searchLoading, spokenHits } from '../../../../mocks/fixtures/search.ts';
import { installStoryBackend, learner, withAccountFrame } from '../shell/storyFrame.tsx';
import { SearchDialog } from './SearchDialog.tsx';

// Ctrl/Cmd+K's search (issue 21): before typing, results grouped by kind, no results, loading and error.
installStoryBackend();

const meta = {
  title: 'Search/SearchDialog',
  component: SearchDialog,
  decorators: [withAccountFrame],
  args: { isOpen: true, onOpenChange: () => {} },
  parameters: { account: { path: '/', user: learner }, msw: searchHandlers(), visual: 'viewport' },
} satisfies Meta<typeof SearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const field = (canvasElement: HTMLElement) =>
  screen(canvasElement).findByRole('combobox', { name: 'Chèche leson, diskisyon, prompt, zouti ak sijè' });

/** Just opened: the field has the focus and says how many characters a search needs. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = await field(canvasElement);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen(canvasElement).getByText('Tape omwen 2 karaktè.')).toBeVisible();
  },
};

/** Results grouped by kind, matching words marked, a premium prompt locked without its text; arrows move the active option. */
export const Results: Story = {
  args: { initialQuery: 'supabase' },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    const input = await field(canvasElement);
    const listbox = body.getByRole('listbox');
    await waitFor(() => expect(listbox).toHaveAttribute('data-query', 'supabase'));
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(6);
    for (const group of ['Leson', 'Diskisyon leson', 'Prompt', 'Zouti', 'Sijè fowòm']) {
      await expect(within(listbox).getByRole('group', { name: group })).toBeVisible();
    }
    await expect(listbox.querySelectorAll('mark').length).toBeGreaterThan(0);
    await expect(within(listbox).getByText('AI Coder · a 1:35')).toBeVisible();
    await expect(body.getByRole('status')).toHaveTextContent('6 rezilta');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** A query that finds nothing says so, in the list's place and to screen readers. */
export const NoResults: Story = {
  args: { initialQuery: 'kwizin' },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await expect(await body.findByText('Pa gen rezilta pou "kwizin".', { selector: 'p' })).toBeVisible();
    await expect(body.getByRole('status')).toHaveTextContent('Pa gen rezilta pou "kwizin".');
    await expect(body.queryAllByRole('option')).toHaveLength(0);
    await expect(await field(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** While the database answers: a spinner, the list marked busy, nothing announced yet. */
export const Loading: Story = {
  args: { initialQuery: 'supabase' },
  parameters: { msw: searchLoading() },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    await expect(await body.findByText('Ap chèche…')).toBeVisible();
    await expect(body.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('status')).toHaveTextContent('');
  },
};

/** The search failed: it says so and offers to try again. */
export const Failed: Story = {
  args: { initialQuery: 'supabase' },
  parameters: { msw: searchError() },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    const shown = (await body.findAllByText('Rechèch la pa mache.')).filter((element) => element.getAttribute('role') !== 'status');
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toBeVisible();
    await expect(body.getByRole('button', { name: 'Eseye ankò' })).toBeVisible();
    await expect(body.getByRole('status')).toHaveTextContent('Rechèch la pa mache.');
  },
};

/** Words spoken in lessons (issue 38): the cue with the matched words marked, its lesson and the second it starts at. */
export const SpokenWords: Story = {
  args: { initialQuery: 'otantifikasyon' },
  parameters: { msw: searchHandlers(spokenHits) },
  play: async ({ canvasElement }) => {
    const body = screen(canvasElement);
    const listbox = body.getByRole('listbox');
    await waitFor(() => expect(listbox).toHaveAttribute('data-query', 'otantifikasyon'));
    const spoken = within(listbox).getByRole('group', { name: 'Sa yo di nan leson yo' });
    const options = within(spoken).getAllByRole('option');
    await expect(options).toHaveLength(2);
    await expect(within(options[0]!).getByText('AI Coder · a 2:05')).toBeVisible();
    await expect(within(options[1]!).getByText('GPS Dijital · a 1:02:03')).toBeVisible();
    const marks = [...spoken.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marks).toEqual(['Otantifikasyon', 'otantifikasyon', 'Otantifikasyon']);
    // A cue's markup-looking text is shown as text, never read as HTML.
    await expect(within(options[1]!).getByText(/<b>pa<\/b>/)).toBeVisible();
    await expect(spoken.querySelector('b')).toBeNull();
  },
};
