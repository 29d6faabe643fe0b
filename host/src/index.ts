// The async boundary lets the federation runtime negotiate shared singletons before React loads.
void import(/* webpackChunkName: "shell" */ './bootstrap').then(({ bootShell }) => bootShell());
