// `@portal/ui/form-controls`: Chakra's choice controls (checkboxes, radio and segment groups,
// switch, rating), its file upload and the progress bar of the wizards. An entry of its own, shared
// apart from `@portal/ui`: the shell and the dashboard use none of them, so they do not load their
// state machines (ADR 0008).
export { Checkbox, CheckboxGroup, FileUpload, Progress, RadioGroup, RatingGroup, SegmentGroup, Switch } from '@chakra-ui/react';
