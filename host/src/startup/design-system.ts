// The shell's way into @portal/ui for bootstrap.tsx: importing this module evaluates the package
// (Chakra's components, emotion) in one task; the system is made in the next.
export { portalSystem } from '@portal/ui';
