// A consumer that needs one component: its build must carry neither the other components' code nor their CSS.
import '@academy/ui/theme.css';
import '@academy/ui/Countdown.css';
import { createRoot } from 'react-dom/client';
import { Countdown } from '@academy/ui';

createRoot(document.getElementById('root')!).render(
  <Countdown
    target={Date.now() + 90_000_000}
    labels={{ days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' }}
    endedLabel="Offer Ended"
  />,
);
