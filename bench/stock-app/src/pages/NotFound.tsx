import { Link } from 'react-router-dom';

export default function NotFound() {
  return (
    <div className="container mx-auto px-4 py-24 text-center">
      <h1 className="text-4xl font-bold">404</h1>
      <Link to="/" className="mt-4 inline-block text-primary underline">
        Retounen lakay
      </Link>
    </div>
  );
}
