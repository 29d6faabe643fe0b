// `@portal/ui/form-controls`: Chakra's choice controls (checkboxes, radio and segment groups) and
// the progress bar of the wizards. An entry of its own, shared apart from `@portal/ui`: the shell
// and the dashboard use none of them, so they do not load their state machines (ADR 0008).
export { Checkbox, CheckboxGroup, Progress, RadioGroup, SegmentGroup } from '@chakra-ui/react';
