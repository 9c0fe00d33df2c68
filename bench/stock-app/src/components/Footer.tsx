import { Facebook, Instagram, Youtube } from 'lucide-react';

export default function Footer() {
  return (
    <footer className="border-t border-border py-10">
      <div className="container mx-auto flex flex-col items-center justify-between gap-4 px-4 text-sm text-muted-foreground md:flex-row">
        <p>© 2026 Akademi IA. Tout dwa rezève.</p>
        <div className="flex gap-4">
          <Facebook className="h-5 w-5" />
          <Instagram className="h-5 w-5" />
          <Youtube className="h-5 w-5" />
        </div>
      </div>
    </footer>
  );
}
