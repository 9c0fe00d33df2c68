// A consumer of the published package: the whole stylesheet, product components from the root and from their own
// entries, rendered by React in the browser.
import '@academy/ui/styles.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, CertificateView, CourseProgressCard, PlanCard, PlanCardGroup, StatCard, TopicTable, themeClass, vars } from '@academy/ui';
import { LessonCard } from '@academy/ui/LessonCard';
import { PromptCard } from '@academy/ui/PromptCard';
import { ToolCard, type ToolCardProps } from '@academy/ui/ToolCard';
import { Countdown } from '@academy/ui/Countdown';
import { focusRing } from '@academy/ui/theme';

// The declarations are real types, not `any`: a wrong prop is an error.
// @ts-expect-error `variant` takes one of the button variants
export const wrongVariant = <Button variant="purple">No</Button>;

const inOneHour = Date.now() + 3_600_000;

const tool: ToolCardProps = {
  name: 'Cursor',
  category: 'AI',
  description: 'An editor that writes code with you.',
  logoAlt: 'Cursor logo',
  tags: ['editor', 'ai'],
  url: 'https://cursor.com',
  visitLabel: 'Visit Cursor',
};

function App() {
  const [plan, setPlan] = useState<string | null>('yearly');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  return (
    <main className={themeClass('light')} data-focus-outline={focusRing.outlineOffset} style={{ padding: vars.space[4] }}>
      <h1>Consumer</h1>
      <Button onPress={() => setPlan('monthly')}>Choose monthly</Button>
      <LessonCard title="Introduction" description="Start here" actionLabel="Start" />
      <PromptCard
        title="Landing page"
        text="Build a landing page"
        authorLabel="By Ada"
        locked={false}
        copyLabel="Copy"
        onCopy={() => undefined}
        premiumLabel="Premium"
        premiumTooltip="Members only"
        premiumHref="/plans"
        lockedLabel="Locked"
      />
      <ToolCard {...tool} />
      <PlanCardGroup label="Choose your plan" value={plan} onChange={setPlan}>
        <PlanCard value="monthly" name="Monthly" price="$19.90" period="/ month" features={['All courses']} />
        <PlanCard value="yearly" name="Yearly" price="$199" period="/ year" features={['All courses']} popular />
      </PlanCardGroup>
      <StatCard label="Total Users" value="1,204" />
      <CourseProgressCard
        title="Course Progress"
        percent={33}
        modulesText="1 of 3 Modules Complete"
        videosText="4 of 12 Videos Watched"
        isComplete={false}
        completedText="Course Completed!"
      />
      <CertificateView
        heading="Certificate of Completion"
        awardedToText="Awarded to"
        learnerName="Ada Lovelace"
        completedText="for completing"
        courseTitle="Coder AI"
        issuedText="Issued on 22 Nov 2026"
        verificationIdLabel="Verification ID"
        verificationId="0b7c"
      />
      <TopicTable
        topics={[
          {
            id: 't1',
            title: 'Welcome',
            content: 'Say hello',
            badge: null,
            authorName: 'Ada',
            dateLabel: 'Today',
            commentsCount: 1,
            likesCount: 2,
            liked: false,
            isHidden: false,
          },
        ]}
        labels={{
          caption: 'Topics',
          topic: 'Topic',
          author: 'Author',
          date: 'Date',
          comments: 'Comments',
          likes: 'Likes',
          actions: 'Actions',
          hidden: 'Hidden',
          like: 'Like',
          unlike: 'Unlike',
          likesCount: (count) => `${count} likes`,
        }}
        expandedIds={expanded}
        onToggleExpanded={(id) => setExpanded(new Set([id]))}
        onToggleLike={() => undefined}
        renderExpanded={() => <p>Comments</p>}
      />
      <Countdown target={inOneHour} labels={{ days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' }} endedLabel="Ended" />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
