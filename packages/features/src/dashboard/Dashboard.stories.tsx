import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createClient } from '@supabase/supabase-js';
import type { User } from '@supabase/supabase-js';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import {
  dashboardHandlers,
  profilesHandlers,
  STORY_BACKEND_URL,
  statsHandlers,
  tableHandlers,
  tablesLoading,
  writeHandlers,
} from '../../../../mocks/fixtures/dashboard.ts';
import { newsletterDeliveries, newsletterSend } from '../../../../mocks/functions/newsletter.ts';
import { storageError } from '../../../../mocks/supabase/index.ts';
import { setSupabaseClient } from '../backend/index.ts';
import { SessionContext, type SessionValue } from '../session/SessionProvider.tsx';
import { DashboardPage } from './DashboardPage.tsx';
import { ImageField } from './parts/ImageField.tsx';
import { CommunityTab } from './tabs/CommunityTab.tsx';
import { NewsletterTab } from './tabs/NewsletterTab.tsx';
import { OverviewTab } from './tabs/OverviewTab.tsx';
import { PromptsTab } from './tabs/PromptsTab.tsx';
import { ToolsTab } from './tabs/ToolsTab.tsx';
import { UsersTab } from './tabs/UsersTab.tsx';
import { VideosTab } from './tabs/VideosTab.tsx';

// Every dashboard tab against MSW: data, empty and error states, and the add/edit forms.
const storyClient = createClient(STORY_BACKEND_URL, 'sb_publishable_stories', { auth: { persistSession: false, autoRefreshToken: false } });

const staffSession: SessionValue = {
  status: 'signedIn',
  session: null,
  user: { id: 'u3', email: 'marie@academy.ht' } as User,
  role: 'master',
  roleStatus: 'ready',
  isStaff: true,
  lastEvent: 'SIGNED_IN',
  signOut: async () => {},
};

/** An instructor (jean): staff, but only a master grants or removes the master role (the server refuses it). */
const instructorSession: SessionValue = { ...staffSession, user: { id: 'u2', email: 'jean@academy.ht' } as User, role: 'instructor' };

/** A signed-in master (or `parameters.session`), a fresh SWR cache per story (no data leaks between stories), and a router. */
const withDashboard: Decorator = (Story, context) => (
  <SessionContext.Provider value={(context.parameters.session as SessionValue | undefined) ?? staffSession}>
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[context.parameters.path ?? '/dashboard']}>
        <Routes>
          <Route path="/dashboard/*" element={<Story />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  </SessionContext.Provider>
);

const meta = {
  title: 'Dashboard/Dashboard',
  component: DashboardPage,
  decorators: [withDashboard],
  // Installed per story, not at import: other story files in the same Storybook install their own client.
  beforeEach: () => setSupabaseClient(storyClient),
  parameters: { msw: [...dashboardHandlers.stats, ...writeHandlers] },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Apèsi', selected: true })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('87')).toBeVisible());
    await expect(canvas.getByText('Total itilizatè')).toBeVisible();
    await expect(canvas.getByText('Total videyo')).toBeVisible();
    // Issue 39.7: the Creole dashboard speaks Creole (the spec's quoted messages aside).
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['Apèsi', 'Itilizatè', 'Kou', 'Videyo', 'Prompt IA', 'Zouti', 'Kominote', 'Bilten']);
  },
};

export const OverviewError: Story = {
  render: () => <OverviewTab />,
  parameters: { msw: statsHandlers('error') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Error loading dashboard statistics. Please try again later.'));
    await expect(canvas.getAllByText('0')).toHaveLength(3);
  },
};

export const Users: Story = {
  render: () => <UsersTab />,
  parameters: { msw: [...dashboardHandlers.users, ...writeHandlers] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('ada@academy.ht')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Entèdi manm: ada@academy.ht' })).toBeEnabled();
    // Staff accounts (and one's own) cannot be banned; the server refuses it too.
    await expect(canvas.getByRole('button', { name: 'Entèdi manm: jean@academy.ht' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Entèdi manm: marie@academy.ht' })).toBeDisabled();
    // The signed-in master (marie) cannot change their own role.
    await expect(canvas.getByRole('combobox', { name: 'Wòl: marie@academy.ht' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Wòl: ada@academy.ht' })).toBeEnabled();
    // Issue 39.7: roles, plans and actions in Creole; no English label beside them.
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('elèv');
    await expect(within(table).getAllByText('peye')[0]).toBeVisible();
    for (const english of ['Ban User', 'student', 'master', 'paid', 'free', 'Delete']) {
      await expect(table.textContent ?? '').not.toMatch(new RegExp(`\\b${english}\\b`));
    }
  },
};

/** Issue 39.12: an instructor is offered only what the server allows: no master role to give, the master's row read-only. */
export const UsersAsInstructor: Story = {
  render: () => <UsersTab />,
  parameters: { msw: [...dashboardHandlers.users, ...writeHandlers], session: instructorSession },
  play: async ({ canvas }) => {
    const learnerRole = await canvas.findByRole('combobox', { name: 'Wòl: ada@academy.ht' });
    await expect(learnerRole).toBeEnabled();
    const offered = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.value);
    await expect(offered(learnerRole)).toEqual(['instructor', 'student']);
    await expect(canvas.getByRole('combobox', { name: 'Wòl: marie@academy.ht' })).toBeDisabled();
    // Their own row stays read-only too (the instructor is jean).
    await expect(canvas.getByRole('combobox', { name: 'Wòl: jean@academy.ht' })).toBeDisabled();
  },
};

/** Issue 20.6: Ban User asks first; a banned member shows 'Entèdi' and an Unban button. */
export const UsersBanConfirmation: Story = {
  render: () => <UsersTab />,
  parameters: { msw: [...dashboardHandlers.users, ...writeHandlers], visual: 'viewport' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Entèdi manm: ada@academy.ht' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Entèdi ada@academy.ht?');
  },
};

export const UsersWithBannedMember: Story = {
  render: () => <UsersTab />,
  parameters: { msw: [...dashboardHandlers.usersWithBan, ...writeHandlers] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Retire entèdiksyon: ada@academy.ht' })).toBeEnabled());
    await expect(canvas.getByText('Entèdi')).toBeVisible();
  },
};

/**
 * Issue 39.15: on a phone every member's Ban button is on screen, not under the table's scroll fade: a row is the
 * email on one line, the role and the actions on the next (Storybook's phone is 320 px, narrower than the 375 px asked).
 */
export const UsersOnPhone: Story = {
  render: () => <UsersTab />,
  parameters: { msw: [...dashboardHandlers.users, ...writeHandlers] },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const ban = await canvas.findByRole('button', { name: 'Entèdi manm: ada@academy.ht' });
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const button of canvas.getAllByRole('button', { name: /^Entèdi manm: / })) {
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(width);
    }
    // Nothing to scroll sideways, so no scroll hint either; the rows are still a table's rows and cells.
    await expect(canvas.getByTestId('table-more-after')).toHaveAttribute('data-shown', 'false');
    await expect(canvas.getAllByRole('rowheader').length).toBeGreaterThan(0);
    await expect(ban.closest('td')).not.toBeNull();
  },
};

/** 26 members, 20 a page: the second page holds the 6 oldest, as the range sent asks (the mock evaluates it). */
export const UsersPaging: Story = {
  render: () => <UsersTab />,
  parameters: { msw: [...dashboardHandlers.manyUsers, ...writeHandlers], visual: 'viewport' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('ada@academy.ht')).toBeVisible());
    await expect(canvas.getByText('member20@academy.ht')).toBeVisible();
    await expect(canvas.queryByText('member21@academy.ht')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Apre' }));
    await waitFor(() => expect(canvas.getByText('member21@academy.ht')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getByText('member26@academy.ht')).toBeVisible();
    await expect(canvas.queryByText('ada@academy.ht')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Apre' })).toBeDisabled();
  },
};

/** Issue 23: the search reaches the data service and the mock evaluates it: one word finds one member by name. */
export const UsersSearch: Story = {
  render: () => <UsersTab />,
  parameters: { msw: [...dashboardHandlers.manyUsers, ...writeHandlers], visual: 'viewport' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('ada@academy.ht')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Chèche pa imèl oswa non'), 'baptiste');
    await waitFor(() => expect(canvas.queryByText('ada@academy.ht')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByText('jean@academy.ht')).toBeVisible();
    await expect(canvas.queryByText('member04@academy.ht')).toBeNull();
    // One match is one page: no pager.
    await expect(canvas.queryByRole('button', { name: 'Apre' })).toBeNull();
  },
};

export const UsersEmpty: Story = {
  render: () => <UsersTab />,
  parameters: { msw: profilesHandlers([]) },
  play: async ({ canvas }) => {
    // Without a search term nobody was searched for: not SPEC's 'No users found matching your search.' (issue 20).
    await waitFor(() => expect(canvas.getByText('Poko gen itilizatè.')).toBeVisible());
    await userEvent.type(canvas.getByLabelText('Chèche pa imèl oswa non'), 'zed');
    await waitFor(() => expect(canvas.getByText('No users found matching your search.')).toBeVisible());
  },
};

export const UsersError: Story = {
  render: () => <UsersTab />,
  parameters: { msw: profilesHandlers('error') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Error loading users. Please try again later.')).toBeVisible());
  },
};

export const Videos: Story = {
  render: () => <VideosTab />,
  parameters: { msw: [...dashboardHandlers.videos, ...writeHandlers] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Welcome to the AI Coder course')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('AI Coder · Getting started')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Montre: Old draft lesson' })).toBeVisible();
  },
};

export const VideosEmpty: Story = {
  render: () => <VideosTab />,
  parameters: { msw: [...tableHandlers('videos', []), ...tableHandlers('courses', []), ...tableHandlers('modules', [])] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No videos found. Add your first video using the button above.')).toBeVisible());
  },
};

export const VideosError: Story = {
  render: () => <VideosTab />,
  parameters: { msw: [...tableHandlers('videos', 'error'), ...tableHandlers('courses', []), ...tableHandlers('modules', [])] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Error loading videos. Please try again later.')).toBeVisible());
  },
};

/** Add mode: Title and Video URL are required; nothing is sent until they are filled. */
export const VideoFormRequired: Story = {
  render: () => <VideosTab />,
  parameters: { msw: [...dashboardHandlers.videos, ...writeHandlers], visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Prompting basics')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Ajoute yon videyo' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajoute videyo a' }));
    await expect(within(dialog).getAllByText('Chan sa a obligatwa.')).toHaveLength(2);
    await expect(within(dialog).getByRole('switch', { name: 'Kontni Premium' })).not.toBeChecked();
  },
};

export const Prompts: Story = {
  render: () => <PromptsTab />,
  parameters: { msw: [...dashboardHandlers.prompts, ...writeHandlers] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Auth setup')).toBeVisible());
    // A prompt without an author says so.
    await expect(canvas.getByText('Otè enkoni')).toBeVisible();
  },
};

/** Edit pre-fills the form; the category field keeps its placeholder for new prompts. */
export const PromptEditPrefilled: Story = {
  render: () => <PromptsTab />,
  // In dark mode one edge pixel of the checked 'Visible' switch differed between two runs of unchanged code.
  parameters: { msw: [...dashboardHandlers.prompts, ...writeHandlers], visual: 'viewport', visualTolerance: 10 },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Auth setup')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Modifye: Auth setup' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'Modifye prompt la' })).toBeVisible();
    await expect(within(dialog).getByLabelText('Tit')).toHaveValue('Auth setup');
    await expect(within(dialog).getByLabelText('Kategori')).toHaveAttribute('placeholder', 'Feature, Rule, Setup, etc.');
  },
};

export const Tools: Story = {
  render: () => <ToolsTab />,
  parameters: { msw: [...dashboardHandlers.tools, ...writeHandlers] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Cursor')).toBeVisible());
    await expect(canvas.getByText('editor')).toBeVisible();
  },
};

/** The walk of issue 39: a Portuguese dashboard named tool categories 'AI', 'Communication' (the badge and the form's choices). */
export const ToolsInPortuguese: Story = {
  render: () => <ToolsTab />,
  globals: { locale: 'pt' },
  parameters: { msw: [...dashboardHandlers.tools, ...writeHandlers], visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Cursor')).toBeVisible());
    await expect(canvas.getByText('IA', { exact: true })).toBeVisible();
    await expect(canvas.queryByText('AI', { exact: true })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar ferramenta' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Categoria/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Desenvolvimento' })).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'Comunicação' })).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: 'Development' })).toBeNull();
  },
};

/** Issue 20.7: the tool form's category select speaks the interface language (no react-aria 'Select an item'). */
export const ToolFormCategoryPlaceholder: Story = {
  render: () => <ToolsTab />,
  parameters: { msw: [...dashboardHandlers.tools, ...writeHandlers], visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByText('Cursor')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Ajoute yon zouti' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await expect(dialog).toHaveTextContent('Chwazi yon kategori');
    await expect(dialog).not.toHaveTextContent('Select an item');
  },
};

/** Issue 20.14: the picker under a chosen image says 'Change image'; the native input (and its 'No file chosen') is not drawn. */
export const ImagePickerWithImage: Story = {
  render: () => (
    <ImageField
      label="Imaj imèl la"
      bucket="newsletter-images"
      value="data:image/gif;base64,R0lGODlhAQABAAAAACw="
      onChange={() => {}}
      onBusyChange={() => {}}
    />
  ),
  parameters: { visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('image-picker')).toHaveTextContent('Chanje imaj la');
    const input = canvasElement.querySelector('input[type="file"]');
    await expect(input?.getBoundingClientRect().width ?? 99).toBeLessThanOrEqual(1);
    await expect(canvas.getByLabelText(/Imaj imèl la/)).toBe(input);
  },
};

/** An empty image file (0 bytes) is refused before sending, saying so (the server's 400 would read as a failed upload). */
export const ImagePickerEmptyFile: Story = {
  render: () => <ImageField label="Imaj imèl la" bucket="newsletter-images" value="" onChange={() => {}} onBusyChange={() => {}} />,
  parameters: { msw: storageError('newsletter-images', 'The file is empty (0 bytes): there is nothing to upload', 400) },
  play: async ({ canvas, canvasElement }) => {
    const empty = new File([], 'logo.png', { type: 'image/png' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, empty);
    await expect(await canvas.findByText('Fichye sa a vid: chwazi yon lòt imaj.')).toBeVisible();
    await expect(canvas.queryByText('Imaj la pa t ka monte.')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ToolsEmpty: Story = {
  render: () => <ToolsTab />,
  parameters: { msw: tableHandlers('tools', []) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No tools found. Add your first tool using the button above.')).toBeVisible());
  },
};

export const ToolsError: Story = {
  render: () => <ToolsTab />,
  parameters: { msw: tableHandlers('tools', 'error') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Error loading tools. Please try again later.')).toBeVisible());
  },
};

export const Community: Story = {
  parameters: { path: '/dashboard/community', msw: [...dashboardHandlers.topics, ...writeHandlers] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Kominote', selected: true })).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Weekly AI discussion')).toBeVisible());
    await expect(canvas.getByText('Community Topics')).toBeVisible();
    // Author display: both names, else the email, else 'Unknown User'; a topic without a date says so.
    await expect(canvas.getByText('Posted by Jean Baptiste')).toBeVisible();
    await expect(canvas.getByText('Posted by marie@academy.ht')).toBeVisible();
    await expect(canvas.getByText('Posted by Unknown User')).toBeVisible();
    await expect(canvas.getByText('No date')).toBeVisible();
  },
};

export const CommunityEmpty: Story = {
  render: () => <CommunityTab />,
  parameters: { msw: tableHandlers('discussion_subjects', []) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No community topics found. Add your first topic using the button above.')).toBeVisible());
  },
};

export const CommunityError: Story = {
  render: () => <CommunityTab />,
  parameters: { msw: tableHandlers('discussion_subjects', 'error') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Error loading community topics. Please try again later.')).toBeVisible());
  },
};

/** 'Add New Topic' then 'Edit Topic': the form toggles, edit pre-fills, Cancel clears. */
export const TopicFormToggle: Story = {
  render: () => <CommunityTab />,
  parameters: { msw: [...dashboardHandlers.topics, ...writeHandlers], visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByText('Weekly AI discussion')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Modifye: Weekly AI discussion' }));
    await expect(body.getByRole('heading', { name: 'Edit Topic' })).toBeVisible();
    await expect(body.getByLabelText('Tit sijè a')).toHaveValue('Weekly AI discussion');
    await expect(body.getByRole('button', { name: 'Update Topic' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Topic' }));
    await expect(body.getByRole('heading', { name: 'Add New Topic' })).toBeVisible();
    await expect(body.getByLabelText('Tit sijè a')).toHaveValue('');
    await expect(body.getByRole('button', { name: 'Add Topic' })).toBeVisible();
  },
};

export const Newsletter: Story = {
  render: () => <NewsletterTab />,
  parameters: { msw: [...dashboardHandlers.newsletters, ...writeHandlers] },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Week 2: new lessons')).toBeVisible());
    await expect(canvas.getByText('Newsletter Manager')).toBeVisible();
    // Drafts: Send and Edit; sent: View; all: Delete.
    await expect(canvas.getByRole('button', { name: 'Voye: Week 2: new lessons' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modifye: Week 2: new lessons' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Modifye: Week 1 at the Academy' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Gade: Week 1 at the Academy' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Efase: / })).toHaveLength(2);
    // View shows what the mail holds: its image too (issue 39.15), then the body.
    await userEvent.click(canvas.getByRole('button', { name: 'Gade: Week 1 at the Academy' }));
    const viewer = within(document.body).getByRole('dialog', { name: 'Week 1 at the Academy' });
    await expect(within(viewer).getByRole('img', { name: 'Week 1 at the Academy' })).toBeVisible();
    await expect(within(viewer).getByText('Welcome!')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** The body placeholder follows the HTML / Plain Text switch. */
export const NewsletterFormModes: Story = {
  render: () => <NewsletterTab />,
  parameters: { msw: [...dashboardHandlers.newsletters, ...writeHandlers], visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByText('Week 2: new lessons')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Create Newsletter' }));
    await expect(body.getByRole('heading', { name: 'Create Newsletter' })).toBeVisible();
    const toggle = body.getByRole('switch', { name: 'HTML Email' });
    await expect(body.getByLabelText('Kò imèl la').getAttribute('placeholder')).toContain('<h1>');
    await userEvent.click(toggle);
    await expect(body.getByRole('switch', { name: 'Plain Text Email' })).not.toBeChecked();
    await expect(body.getByLabelText('Kò imèl la').getAttribute('placeholder')).not.toContain('<h1>');
    await userEvent.click(body.getByRole('button', { name: 'Save Draft' }));
    await expect(body.getAllByText('Chan sa a obligatwa.')).toHaveLength(2);
  },
};

export const PromptsEmpty: Story = {
  render: () => <PromptsTab />,
  parameters: { msw: tableHandlers('ai_prompts', []) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No prompts found. Add your first prompt using the button above.')).toBeVisible());
  },
};

export const PromptsError: Story = {
  render: () => <PromptsTab />,
  parameters: { msw: tableHandlers('ai_prompts', 'error') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Failed to load prompts.')).toBeVisible());
  },
};

export const NewsletterEmpty: Story = {
  render: () => <NewsletterTab />,
  parameters: { msw: tableHandlers('newsletters', []) },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Poko gen bilten. Kreye premye a ak bouton ki anwo a.')).toBeVisible());
  },
};

export const NewsletterError: Story = {
  render: () => <NewsletterTab />,
  parameters: { msw: tableHandlers('newsletters', 'error') },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('Nou pa t ka chaje bilten yo. Eseye ankò pita.')).toBeVisible());
  },
};

/**
 * A newsletter being sent: after the confirmation the row reads Sending, its Send button is busy, the others are
 * disabled, and the progress read from newsletter_deliveries fills in ('Sent 3 of 10') while the function runs.
 */
export const NewsletterSending: Story = {
  render: () => <NewsletterTab />,
  parameters: {
    msw: [...dashboardHandlers.newsletters, newsletterSend('pending'), newsletterDeliveries({ total: 10, sent: 3 })],
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByText('Week 2: new lessons')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Voye: Week 2: new lessons' }));
    await expect(body.getByText('Voye bilten sa a bay tout abone ki konfime yo?')).toBeVisible();
    await userEvent.click(within(body.getByRole('dialog')).getByRole('button', { name: 'Voye' }));
    await expect(await canvas.findByText('Ap voye')).toBeVisible();
    const bar = await canvas.findByRole('progressbar', { name: 'Voye 3 sou 10' }, { timeout: 5000 });
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    // The confirmation has closed: the row as staff see it while the function runs (the mock's progress stays 3 of 10).
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Each tab while its data is on the way (the answers never come here): what staff see on a slow line. */
const listLoading = async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
  await expect(await canvas.findByRole('status', { name: 'Chajman...' })).toHaveAttribute('aria-busy', 'true');
};

export const OverviewLoading: Story = {
  render: () => <OverviewTab />,
  parameters: { msw: tablesLoading('user_profiles', 'videos') },
  play: async ({ canvasElement }) => {
    // Three cards, each busy and showing 0 until the counts arrive (SPEC 9).
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(3));
    await expect(within(canvasElement).getAllByText('0')).toHaveLength(3);
  },
};

export const UsersLoading: Story = {
  render: () => <UsersTab />,
  parameters: { msw: tablesLoading('user_profiles', 'rpc/member_bans') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const VideosLoading: Story = {
  render: () => <VideosTab />,
  parameters: { msw: tablesLoading('videos', 'courses', 'modules') },
  play: listLoading,
};

export const PromptsLoading: Story = {
  render: () => <PromptsTab />,
  parameters: { msw: tablesLoading('ai_prompts') },
  play: listLoading,
};

export const ToolsLoading: Story = {
  render: () => <ToolsTab />,
  parameters: { msw: tablesLoading('tools') },
  play: listLoading,
};

export const CommunityLoading: Story = {
  render: () => <CommunityTab />,
  parameters: { msw: tablesLoading('discussion_subjects', 'user_profiles') },
  play: listLoading,
};

export const NewsletterLoading: Story = {
  render: () => <NewsletterTab />,
  parameters: { msw: tablesLoading('newsletters') },
  play: listLoading,
};
