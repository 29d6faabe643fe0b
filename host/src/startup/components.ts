// The shell's way into @portal/ui's components for bootstrap.tsx: importing this module evaluates
// them (Chakra's components, emotion, Ark's state machines) in a task of their own. One name is
// enough: the package is one module, and the shell imports Box anyway.
export { Box } from '@portal/ui';
