import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { GraduationCap, Menu, X, LogOut, User } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/hooks/useAuth';

const links = [
  { to: '/', label: 'Akèy' },
  { to: '/academy', label: 'Kou yo' },
  { to: '/plans', label: 'Plan yo' },
];

export default function Navbar() {
  const [open, setOpen] = useState(false);
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  return (
    <header className="sticky top-0 z-50 border-b border-border bg-background/80 backdrop-blur">
      <nav className="container mx-auto flex h-16 items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold">
          <GraduationCap className="h-6 w-6 text-primary" /> Akademi IA
        </Link>
        <div className="hidden items-center gap-6 md:flex">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="text-sm text-muted-foreground hover:text-foreground">
              {link.label}
            </Link>
          ))}
          {user ? (
            <Button variant="outline" size="sm" onClick={() => signOut().then(() => navigate('/'))}>
              <LogOut /> Dekonekte
            </Button>
          ) : (
            <Button size="sm" onClick={() => navigate('/signin')}>
              <User /> Konekte
            </Button>
          )}
        </div>
        <button className="md:hidden" onClick={() => setOpen(!open)} aria-label="Meni">
          {open ? <X className="h-6 w-6" /> : <Menu className="h-6 w-6" />}
        </button>
      </nav>
      {open && (
        <div className="border-t border-border px-4 py-4 md:hidden">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="block py-2" onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          ))}
        </div>
      )}
    </header>
  );
}
