export { Countdown, type CountdownProps, type CountdownLabels } from './Countdown.tsx';
export { remaining, type Remaining } from './remaining.ts';
