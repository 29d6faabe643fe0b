// The shell's way into the design system for bootstrap.tsx: importing this module evaluates Chakra's
// style engine and the theme, but not its components (@portal/ui's '.' entry, a later step).
export { portalSystem } from '@portal/ui/system';
