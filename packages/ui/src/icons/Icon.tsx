import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

/** Builds a decorative 24x24 stroke icon; icons never carry meaning alone, so they are hidden from screen readers. */
function makeIcon(name: string, paths: string[]) {
  function IconComponent({ size = 16, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  IconComponent.displayName = name;
  return IconComponent;
}

export const CheckIcon = /* @__PURE__ */ makeIcon('CheckIcon', ['M20 6 9 17l-5-5']);
export const XIcon = /* @__PURE__ */ makeIcon('XIcon', ['M18 6 6 18', 'M6 6l12 12']);
export const ChevronDownIcon = /* @__PURE__ */ makeIcon('ChevronDownIcon', ['m6 9 6 6 6-6']);
export const ChevronRightIcon = /* @__PURE__ */ makeIcon('ChevronRightIcon', ['m9 18 6-6-6-6']);
export const EyeIcon = /* @__PURE__ */ makeIcon('EyeIcon', [
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z',
  'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
]);
export const EyeOffIcon = /* @__PURE__ */ makeIcon('EyeOffIcon', [
  'M9.9 4.24A9.1 9.1 0 0 1 12 4c6.5 0 10 7 10 7a13.2 13.2 0 0 1-1.67 2.68',
  'M6.61 6.61A13.5 13.5 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.39-1.61',
  'M14.12 14.12a3 3 0 1 1-4.24-4.24',
  'M2 2l20 20',
]);
export const MenuIcon = /* @__PURE__ */ makeIcon('MenuIcon', ['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const PanelLeftIcon = /* @__PURE__ */ makeIcon('PanelLeftIcon', [
  'M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z',
  'M9 3v18',
]);
export const CameraIcon = /* @__PURE__ */ makeIcon('CameraIcon', [
  'M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3Z',
  'M12 10a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
]);
export const AlertCircleIcon = /* @__PURE__ */ makeIcon('AlertCircleIcon', [
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z',
  'M12 8v4',
  'M12 16h.01',
]);
export const InfoIcon = /* @__PURE__ */ makeIcon('InfoIcon', ['M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Z', 'M12 16v-4', 'M12 8h.01']);
export const CheckCircleIcon = /* @__PURE__ */ makeIcon('CheckCircleIcon', ['M22 11.08V12a10 10 0 1 1-5.93-9.14', 'M22 4 12 14.01l-3-3']);
export const AlertTriangleIcon = /* @__PURE__ */ makeIcon('AlertTriangleIcon', [
  'M10.29 3.86 1.82 18a2 2 0 0 0 1.71 3h16.94a2 2 0 0 0 1.71-3L13.71 3.86a2 2 0 0 0-3.42 0Z',
  'M12 9v4',
  'M12 17h.01',
]);
export const InboxIcon = /* @__PURE__ */ makeIcon('InboxIcon', [
  'M22 12h-6l-2 3h-4l-2-3H2',
  'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11Z',
]);
export const HomeIcon = /* @__PURE__ */ makeIcon('HomeIcon', ['m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z', 'M9 22V12h6v10']);
export const SparklesIcon = /* @__PURE__ */ makeIcon('SparklesIcon', ['M12 3l1.9 5.8L20 10.7l-6.1 1.9L12 18.5l-1.9-5.9L4 10.7l6.1-1.9Z']);
export const StarIcon = /* @__PURE__ */ makeIcon('StarIcon', [
  'M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01Z',
]);
export const BookIcon = /* @__PURE__ */ makeIcon('BookIcon', [
  'M4 19.5A2.5 2.5 0 0 1 6.5 17H20',
  'M6.5 2H20v20H6.5A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2Z',
]);
export const UsersIcon = /* @__PURE__ */ makeIcon('UsersIcon', [
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
  'M22 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
]);
export const WrenchIcon = /* @__PURE__ */ makeIcon('WrenchIcon', [
  'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94Z',
]);
export const BellIcon = /* @__PURE__ */ makeIcon('BellIcon', [
  'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9',
  'M10.3 21a1.94 1.94 0 0 0 3.4 0',
]);
export const MailIcon = /* @__PURE__ */ makeIcon('MailIcon', [
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z',
  'm22 6-10 7L2 6',
]);
export const LockIcon = /* @__PURE__ */ makeIcon('LockIcon', [
  'M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2Z',
  'M7 11V7a5 5 0 0 1 10 0v4',
]);
export const LinkIcon = /* @__PURE__ */ makeIcon('LinkIcon', [
  'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
  'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
]);
export const MessageIcon = /* @__PURE__ */ makeIcon('MessageIcon', ['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z']);
export const CaptionsIcon = /* @__PURE__ */ makeIcon('CaptionsIcon', [
  'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
  'M7 15h4',
  'M15 15h2',
  'M7 11h2',
  'M13 11h4',
]);
