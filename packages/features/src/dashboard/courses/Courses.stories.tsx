import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { courseBuilderBackend, manyModules } from '../../../../../mocks/fixtures/courseBuilder.ts';
import { installStoryClient, withDashboard } from '../stories/dashboardStory.tsx';
import { CoursesTab } from '../tabs/CoursesTab.tsx';

// The dashboard's Courses area (issue 33) against an in-memory MSW backend: the course list, the course form, and a
// course's builder in each state (empty course, many modules, dragging, saving, save failed, missing translations).
const meta = {
  title: 'Dashboard/Courses',
  component: CoursesTab,
  decorators: [withDashboard],
  beforeEach: installStoryClient,
  parameters: { path: '/dashboard/courses' },
} satisfies Meta<typeof CoursesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const builder = '/dashboard/courses/c1';
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * Keyboard reorder as react-aria gives it: the row focused (Tab, or a press on it), ArrowRight to its handle, Enter
 * to pick it up, arrows to the place, Enter to drop. Returns the element focused at each step.
 */
async function moveByKeyboard(list: HTMLElement, title: string, key: '{ArrowDown}' | '{ArrowUp}', times: number) {
  const seen: string[] = [];
  const note = () => seen.push(`${document.activeElement?.tagName}:${document.activeElement?.getAttribute('aria-label')}`);
  await userEvent.click(within(list).getByText(title));
  note();
  await userEvent.keyboard('{ArrowRight}');
  note();
  await userEvent.keyboard('{Enter}');
  note();
  for (let i = 0; i < times; i += 1) {
    await userEvent.keyboard(key);
    note();
  }
  await userEvent.keyboard('{Enter}');
  note();
  return seen;
}

const rowTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .map((row) => row.querySelector('[data-title]')?.textContent);

/** The live region under the reorderable list named `name` (looked up afresh: the list re-renders as it saves). */
const slow = { timeout: 10000 };
const statusOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('grid', { name }).parentElement?.querySelector('[role="status"]') ?? null;

const listBackend = courseBuilderBackend({});
/** Staff's order, each course's state, and a keyboard move saved in one reorder_courses call with the whole order. */
export const CourseList: Story = {
  parameters: { msw: listBackend.handlers },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('grid', { name: 'Kou yo, nan lòd katalòg la' }, slow);
    await expect(rowTitles(list)).toEqual(['AI Coder', 'Jwèt ak AI', 'Aplikasyon mobil']);
    await expect(within(list).getByText('Prevwa: fevriye 2027')).toBeVisible();
    await expect(within(list).getByText('Manke: Português, English')).toBeVisible();
  },
};

/** Staff reading Portuguese see the announced month in Portuguese, from the app's one date formatter. */
export const CourseListInPortuguese: Story = {
  parameters: { msw: courseBuilderBackend({}).handlers },
  globals: { locale: 'pt' },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('grid', {}, slow);
    await expect(within(list).getByText('Previsto: fevereiro de 2027')).toBeVisible();
  },
};

/** On a phone: each course's details wrap under its title; the month stays whole. */
export const CourseListOnPhone: Story = {
  parameters: { msw: courseBuilderBackend({}).handlers },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('grid', {}, slow);
    await expect(within(list).getByText('Prevwa: fevriye 2027')).toBeVisible();
  },
};

/** A keyboard move: every key lands on a place a screen reader names; the whole new order is saved in one call. */
export const CourseListKeyboardReorder: Story = {
  parameters: { msw: listBackend.handlers },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('grid', { name: 'Kou yo, nan lòd katalòg la' }, slow);
    listBackend.calls.length = 0;
    const focused = await moveByKeyboard(list, 'Aplikasyon mobil', '{ArrowUp}', 3);
    // Each key lands where a screen reader user hears it: the handle, then each place between rows.
    await expect(focused).toEqual([
      'DIV:Aplikasyon mobil',
      'BUTTON:Deplase Aplikasyon mobil',
      'DIV:Insert after Aplikasyon mobil',
      'DIV:Insert between Jwèt ak AI and Aplikasyon mobil',
      'DIV:Insert between AI Coder and Jwèt ak AI',
      'DIV:Insert before AI Coder',
      'DIV:Aplikasyon mobil',
    ]);
    await waitFor(() => expect(statusOf(canvasElement, 'Kou yo, nan lòd katalòg la')).toHaveTextContent('Nouvo lòd la anrejistre.'), slow);
    await expect(listBackend.calls).toEqual([{ name: 'reorder_courses', body: { ids: ['c3', 'c1', 'c2'] } }]);
    await expect(rowTitles(list)).toEqual(['Aplikasyon mobil', 'AI Coder', 'Jwèt ak AI']);
  },
};

export const CourseListEmpty: Story = {
  parameters: { msw: courseBuilderBackend({ courses: [], modules: [], lessons: [] }).handlers },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Poko gen kou. Ajoute premye a ak bouton ki anwo a.', {}, slow)).toBeVisible();
  },
};

/** The form's tabs say which languages a draft lacks; an announced course needs its month. */
export const CourseFormMissingTranslations: Story = {
  parameters: { msw: courseBuilderBackend({}).handlers, visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifye: Aplikasyon mobil' }, slow));
    const dialog = await body(canvasElement).findByRole('dialog', {}, slow);
    await expect(within(dialog).getByRole('tab', { name: 'Português manke' })).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: 'English manke' })).toBeVisible();
    await expect(within(dialog).getByRole('tab', { name: 'Kreyòl' })).toBeVisible();
    await expect(within(dialog).getByText('Manke: Português, English')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Português manke' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tit (Português)' }), 'Apps móveis');
    await expect(within(dialog).getByRole('tab', { name: 'Português' })).toBeVisible();
  },
};

/** A slug another course has is refused at the field, with the form kept open. */
export const CourseFormSlugTaken: Story = {
  parameters: { msw: courseBuilderBackend({}).handlers, visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('grid', {}, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajoute yon kou' }));
    const dialog = await body(canvasElement).findByRole('dialog', {}, slow);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tit (Kreyòl)' }), 'Coder AI');
    await expect(within(dialog).getByRole('textbox', { name: 'Adrès (slug)' })).toHaveValue('coder-ai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kreye kou a' }));
    await expect(await within(dialog).findByText('Yon lòt kou deja gen adrès sa a. Chwazi yon lòt.', {}, slow)).toBeVisible();
  },
};

/** A course with no module yet: its empty lists say what to do. */
export const EmptyCourse: Story = {
  parameters: { path: '/dashboard/courses/c3', msw: courseBuilderBackend({}).handlers },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Kou sa a poko gen modil. Ajoute premye a.', {}, slow)).toBeVisible();
    await expect(canvas.getByText('Tout leson yo nan yon modil.')).toBeVisible();
  },
};

const many = manyModules(6);
export const ManyModules: Story = {
  parameters: { path: builder, msw: courseBuilderBackend({ ...many }).handlers },
  play: async ({ canvas }) => {
    const modules = await canvas.findByRole('grid', { name: 'Modil AI Coder' }, slow);
    await expect(within(modules).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('grid', { name: 'Leson Modil 6' })).toBeVisible();
  },
};

/** A course's builder on a phone: each row's title keeps its line beside the handle, its buttons go under it. */
export const BuilderOnPhone: Story = {
  parameters: { path: builder, msw: courseBuilderBackend({}).handlers },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const modules = await canvas.findByRole('grid', { name: 'Modil AI Coder' }, slow);
    const row = within(modules).getAllByRole('row')[0]!;
    const title = row.querySelector('[data-title]')!.getBoundingClientRect();
    const rename = within(row)
      .getByRole('button', { name: /^Chanje non/ })
      .getBoundingClientRect();
    // The buttons are below the title, not beside it squeezing it to a word a line.
    await expect(rename.top).toBeGreaterThanOrEqual(title.bottom);
    await expect(title.width).toBeGreaterThan(150);
  },
};

/** A keyboard drag in progress: the module is picked up and the drop place shown (react-aria announces both). */
export const Dragging: Story = {
  parameters: { path: builder, msw: courseBuilderBackend({}).handlers, visual: 'viewport' },
  play: async ({ canvas }) => {
    const modules = await canvas.findByRole('grid', { name: 'Modil AI Coder' }, slow);
    await userEvent.click(within(modules).getByText('Premye pa'));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(
      () => expect(canvas.getByRole('grid', { name: 'Modil AI Coder' }).querySelector('[data-drop-target]')).not.toBeNull(),
      slow,
    );
  },
};

const movedAway = courseBuilderBackend({});
/**
 * The lesson being dragged by keyboard leaves its list mid-drag (another staff member moved it; the builder's
 * reload shows it in its new module): the drag ends, and the page answers presses again. react-aria's drag
 * session outlived the row before, swallowing every click and key but Escape.
 */
export const LessonMovedAwayMidDrag: Story = {
  parameters: { path: builder, msw: movedAway.handlers, visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    const lessons = await canvas.findByRole('grid', { name: 'Leson Premye pa' }, slow);
    await userEvent.click(within(lessons).getByText('Zouti yo'));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-drop-target]')).not.toBeNull(), slow);
    Object.assign(movedAway.db.videos.find((lesson) => lesson.id === 'v3') ?? {}, { module_id: 'm2', position: 2 });
    // The connection comes back: SWR reloads the builder's lists (as it does when staff come back to the tab).
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(rowTitles(canvas.getByRole('grid', { name: 'Leson Bati aplikasyon' }))).toContain('Zouti yo'), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajoute yon modil' }));
    await expect(await body(canvasElement).findByRole('dialog', {}, slow)).toBeVisible();
  },
};

/** The lessons' new order shows at once while its save runs, and the live region says where the lesson went. */
export const Saving: Story = {
  parameters: { path: builder, msw: courseBuilderBackend({}, { reorder: 'pending' }).handlers },
  play: async ({ canvas, canvasElement }) => {
    const lessons = await canvas.findByRole('grid', { name: 'Leson Premye pa' }, slow);
    await moveByKeyboard(lessons, 'Zouti yo', '{ArrowUp}', 3);
    await waitFor(
      () =>
        expect(statusOf(canvasElement, 'Leson Premye pa')?.textContent).toBe(
          'Zouti yo deplase nan pozisyon 1 sou 3. N ap anrejistre lòd la...',
        ),
      slow,
    );
    await expect(rowTitles(lessons)).toEqual(['Zouti yo', 'Byenveni', 'Premye prompt ou']);
  },
};

/** A failed save puts the previous order back and says so. */
export const SaveFailed: Story = {
  parameters: { path: builder, msw: courseBuilderBackend({}, { reorder: 'fail' }).handlers },
  play: async ({ canvas, canvasElement }) => {
    const lessons = await canvas.findByRole('grid', { name: 'Leson Premye pa' }, slow);
    await moveByKeyboard(lessons, 'Zouti yo', '{ArrowUp}', 3);
    await waitFor(
      () =>
        expect(statusOf(canvasElement, 'Leson Premye pa')).toHaveTextContent('Nou pa t ka anrejistre nouvo lòd la; ansyen lòd la remete.'),
      slow,
    );
    await expect(rowTitles(lessons)).toEqual(['Byenveni', 'Premye prompt ou', 'Zouti yo']);
  },
};

/** Someone else changed the list: 'stale_order' reloads it and says so. */
export const StaleOrder: Story = {
  parameters: { path: builder, msw: courseBuilderBackend({}, { reorder: 'stale' }).handlers },
  play: async ({ canvas, canvasElement }) => {
    const modules = await canvas.findByRole('grid', { name: 'Modil AI Coder' }, slow);
    await moveByKeyboard(modules, 'Bati aplikasyon', '{ArrowUp}', 2);
    await waitFor(
      () =>
        expect(statusOf(canvasElement, 'Modil AI Coder')).toHaveTextContent(
          'Lis la te chanje yon lòt kote; nou rechaje l. Eseye deplase a ankò.',
        ),
      slow,
    );
  },
};

/** Deleting a module says its lessons go to the unassigned list; they do. */
export const DeleteModule: Story = {
  parameters: { path: builder, msw: courseBuilderBackend({}).handlers },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Efase: Bati aplikasyon' }, slow));
    const dialog = await body(canvasElement).findByRole('dialog', {}, slow);
    await expect(dialog).toHaveTextContent('Leson li yo ap ale nan lis leson san modil kou a.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Efase' }));
    const unassigned = await canvas.findByRole('grid', { name: 'Leson Leson san modil' }, slow);
    await waitFor(() => expect(rowTitles(unassigned)).toEqual(['Ansyen leson', 'Yon aplikasyon ToDo']), slow);
  },
};

/** "Add lesson" in a module opens the one video form with that course and module chosen. */
export const AddLessonInModule: Story = {
  parameters: { path: builder, msw: courseBuilderBackend({}).handlers, visual: 'viewport' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Ajoute yon leson: Bati aplikasyon' }, slow));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ajoute yon videyo' }, slow);
    await waitFor(() => expect(within(dialog).getAllByText('Bati aplikasyon').length).toBeGreaterThan(0), slow);
    await expect(within(dialog).getAllByText('AI Coder').length).toBeGreaterThan(0);
  },
};
