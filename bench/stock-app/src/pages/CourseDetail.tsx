import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle, PlayCircle } from 'lucide-react';
import { supabase } from '@/integrations/supabase/client';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

export default function CourseDetail() {
  const { slug } = useParams();
  const { data: lessons, isLoading } = useQuery({
    queryKey: ['lessons', slug],
    queryFn: async () => {
      const { data, error } = await supabase
        .from('lesson_catalog')
        .select('id,title,description,module_title,position,course_title')
        .eq('course_slug', slug!)
        .order('position');
      if (error) throw error;
      return data;
    },
  });
  return (
    <div className="container mx-auto px-4 py-12">
      <h1 className="text-3xl font-bold">{lessons?.[0]?.course_title ?? '…'}</h1>
      {isLoading && <div className="mt-8 h-40 animate-pulse rounded-lg bg-muted" />}
      <ol className="mt-8 space-y-3" data-lesson-list>
        {lessons?.map((lesson) => (
          <li key={lesson.id}>
            <Card>
              <CardHeader className="flex-row items-center gap-3">
                {lesson.position === 1 ? (
                  <CheckCircle className="h-5 w-5 text-green-600" />
                ) : (
                  <PlayCircle className="h-5 w-5 text-primary" />
                )}
                <CardTitle className="text-base">{lesson.title}</CardTitle>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
