<?php defined('BASEPATH') OR exit('No direct script access allowed');

// Numbered routes made in loops: zero-padded pages, years counted down, a while loop over a queue.
$route['default_controller'] = 'archive';
for ($i = 1; $i <= 3; $i++) {
    $route['page-' . sprintf('%02d', $i)] = "archive/page/$i";
}
for ($year = 2024; $year > 2021; $year--) {
    $route["{$year}"] = "archive/year/{$year}";
}
$queue = array('spring', 'summer', 'autumn');
while (($season = array_shift($queue)) !== null) {
    $route['season/' . $season] = 'archive/season/' . $season;
}
$route['remaining/' . count($queue)] = 'archive/remaining';
