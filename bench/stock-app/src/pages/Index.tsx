import { Link } from 'react-router-dom';
import { ArrowRight, Bot, BookOpen, Globe, Sparkles, Star, Users, Zap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const features = [
  { icon: Bot, title: 'Zouti IA pratik', text: 'Aprann sèvi ak ChatGPT, Gemini ak lòt zouti pou travay ou chak jou.' },
  { icon: Globe, title: 'Nan lang ou', text: 'Tout kou yo disponib an kreyòl, an pòtigè ak an anglè.' },
  { icon: BookOpen, title: 'Videyo kout', text: 'Leson 5 a 10 minit ou ka gade sou telefòn ou, menm ak yon ti koneksyon.' },
  { icon: Users, title: 'Kominote', text: 'Poze kesyon, pataje pwojè ou epi jwenn èd nan men lòt elèv.' },
  { icon: Zap, title: 'Otomatizasyon', text: 'Kreye workflow ki fè travay repetitif yo pou ou.' },
  { icon: Sparkles, title: 'Sètifika', text: 'Resevwa yon sètifika lè ou fini yon kou.' },
];

const testimonials = [
  { name: 'Marie J.', text: 'Mwen aprann fè prezantasyon ak IA an de semèn. Kou yo klè anpil.' },
  { name: 'Jean R.', text: 'Mwen sèvi ak sa mwen aprann nan pou biznis mwen chak jou.' },
  { name: 'Ana P.', text: 'As aulas em português são ótimas e diretas.' },
];

export default function Index() {
  return (
    <div>
      <section className="bg-gradient-to-b from-primary/10 to-background py-20">
        <div className="container mx-auto px-4 text-center">
          <span className="mb-4 inline-flex items-center gap-2 rounded-full bg-primary/10 px-4 py-1 text-sm text-primary">
            <Sparkles className="h-4 w-4" /> Nouvo kou chak mwa
          </span>
          <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight md:text-6xl">Metrize entèlijans atifisyèl nan lang ou</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            Kou pratik sou zouti IA yo, pou elèv, pwofesyonèl ak antreprenè. Kòmanse gratis jodi a.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/academy">
                Wè kou yo <ArrowRight />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/plans">Wè plan yo</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="py-16">
        <div className="container mx-auto grid gap-6 px-4 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <Card key={title}>
              <CardHeader>
                <Icon className="h-8 w-8 text-primary" />
                <CardTitle className="text-xl">{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          ))}
        </div>
      </section>
      <section className="bg-muted py-16">
        <div className="container mx-auto grid gap-6 px-4 md:grid-cols-3">
          {testimonials.map((testimonial) => (
            <Card key={testimonial.name}>
              <CardContent className="pt-6">
                <div className="mb-2 flex text-yellow-500">
                  {[0, 1, 2, 3, 4].map((i) => (
                    <Star key={i} className="h-4 w-4 fill-current" />
                  ))}
                </div>
                <p>{testimonial.text}</p>
                <p className="mt-4 font-semibold">{testimonial.name}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
