export { PlanCard, PlanCardGroup, type PlanCardProps, type PlanCardGroupProps, type PlanCardBadge } from './PlanCard.tsx';
