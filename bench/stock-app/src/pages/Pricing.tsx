import { Link } from 'react-router-dom';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';

const plans = [
  { name: 'Gratis', price: '$0', features: ['Kou entwodiksyon yo', 'Kominote a', 'Nouvèl chak semèn'] },
  { name: 'Mansyèl', price: '$9.99', popular: true, features: ['Tout kou yo', 'Sètifika', 'Zouti ak prompt yo', 'Sipò pa imèl'] },
  { name: 'Pou tout tan', price: '$149', features: ['Tout sa ki nan Mansyèl', 'Kou kap vini yo', 'Aksè pou lavi'] },
];

export default function Pricing() {
  return (
    <div className="container mx-auto px-4 py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold md:text-4xl">Chwazi plan ou</h1>
        <p className="mt-2 text-muted-foreground">Anile nenpòt ki lè.</p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <Card key={plan.name} className={plan.popular ? 'border-primary shadow-lg' : ''}>
            <CardHeader>
              <CardTitle>{plan.name}</CardTitle>
              <CardDescription className="text-3xl font-bold text-foreground">{plan.price}</CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="space-y-2">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <Check className="h-4 w-4 text-primary" /> {feature}
                  </li>
                ))}
              </ul>
            </CardContent>
            <CardFooter>
              <Button className="w-full" variant={plan.popular ? 'default' : 'outline'} asChild>
                <Link to="/signin">Kòmanse</Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </div>
  );
}
