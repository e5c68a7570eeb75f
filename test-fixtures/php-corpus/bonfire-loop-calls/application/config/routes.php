<?php defined('BASEPATH') OR exit('No direct script access allowed');

$route['default_controller'] = 'home';
foreach (array('news', 'events', 'jobs') as $section) {
    Route::resources($section);
    Route::get($section . '/feed', $section . '/feed');
}
for ($i = 1; $i <= 3; $i++) {
    Route::any('step' . $i, 'wizard/step/' . $i);
}
$route = Route::map($route);
