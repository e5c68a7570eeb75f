<?php
$route['extra'] = 'pages/extra';
