export {
  Card,
  CardTitle,
  CardDescription,
  cardTones,
  cardPaddings,
  type CardProps,
  type CardTone,
  type CardPadding,
  type CardTitleProps,
} from './Card.tsx';
