<?php
// A helper that adds routes through a reference to $route, one that gets a copy, and a reference to another array.
$route['default_controller'] = 'welcome';

function add_page(array &$route, $name)
{
    $route[$name] = 'pages/' . $name;
}

function try_copy(array $route)
{
    $route['never'] = 'x/never';
    return count($route);
}

foreach (array('about', 'contact') as $page) {
    add_page($route, $page);
}
$n = try_copy($route);
$route['count/' . $n] = 'pages/count';

function reset_list(&$list)
{
    $list = array('z' => 'zz');
}

$extra = array('y' => 'yy');
reset_list($extra);
foreach ($extra as $key => $value) {
    $route['extra/' . $key] = $value;
}
