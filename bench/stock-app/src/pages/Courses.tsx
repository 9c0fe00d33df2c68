import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Clock, Lock, PlayCircle } from 'lucide-react';
import { supabase } from '@/integrations/supabase/client';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type Course = {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  level: string | null;
  is_premium: boolean;
  state: string;
  cover_url: string | null;
};

export default function Courses() {
  const {
    data: courses,
    isLoading,
    error,
  } = useQuery({
    queryKey: ['courses'],
    queryFn: async () => {
      const { data, error } = await supabase
        .from('courses')
        .select('id,slug,title,description,level,is_premium,state,cover_url')
        .in('state', ['announced', 'published'])
        .order('position');
      if (error) throw error;
      return data as Course[];
    },
  });
  return (
    <div className="container mx-auto px-4 py-12">
      <h1 className="text-3xl font-bold md:text-4xl">Kou yo</h1>
      <p className="mt-2 text-muted-foreground">Chwazi yon kou epi kòmanse aprann.</p>
      {isLoading && (
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-64 animate-pulse rounded-lg bg-muted" />
          ))}
        </div>
      )}
      {error && <p className="mt-8 text-red-600">Erè: {(error as Error).message}</p>}
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {courses?.map((course) => (
          <Link key={course.id} to={`/academy/${course.slug}`}>
            <Card className="h-full transition-shadow hover:shadow-lg">
              <div className="flex aspect-video items-center justify-center rounded-t-lg bg-primary/10">
                <PlayCircle className="h-12 w-12 text-primary" />
              </div>
              <CardHeader>
                <div className="flex gap-2">
                  {course.level && <Badge>{course.level}</Badge>}
                  {course.is_premium && (
                    <Badge>
                      <Lock className="mr-1 h-3 w-3" /> Premium
                    </Badge>
                  )}
                  {course.state === 'announced' && (
                    <Badge>
                      <Clock className="mr-1 h-3 w-3" /> Byento
                    </Badge>
                  )}
                </div>
                <CardTitle className="text-xl">{course.title}</CardTitle>
                <CardDescription>{course.description}</CardDescription>
              </CardHeader>
              <CardContent />
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
}
