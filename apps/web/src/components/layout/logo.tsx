import { Link } from 'react-router';
import { paths } from '#web/config/paths.ts';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="captia-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#db2777" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#captia-logo)" />
      <path
        d="M9 10.5A2.5 2.5 0 0 1 11.5 8h9A2.5 2.5 0 0 1 23 10.5v6a2.5 2.5 0 0 1-2.5 2.5H15l-4.2 3.6c-.5.4-1.3.1-1.3-.6V19.6A2.5 2.5 0 0 1 9 17.5z"
        fill="#fff"
      />
      <path d="M12.5 12.5h7M12.5 15.5h4.5" stroke="#7c3aed" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
      <LogoMark />
      <span className="text-lg">CaptIA</span>
    </Link>
  );
}
